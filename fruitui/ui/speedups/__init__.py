"""Textual speedups that reach into Textual's private names."""
