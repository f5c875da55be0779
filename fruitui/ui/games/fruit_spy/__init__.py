"""The Fruit Spy board."""
