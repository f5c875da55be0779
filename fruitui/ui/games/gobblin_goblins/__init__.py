"""The Gobblin' Goblins board and its piles."""
