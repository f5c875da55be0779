"""The Fabled Fruit board and its words."""
