"""The pure rules core: no Textual, no Rich, no I/O beyond its own card data."""
