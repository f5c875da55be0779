"""Shared-box tables: one host process per table, clients over a Unix socket.

Pure asyncio + msgspec, no Textual or Rich (a test checks it). The host owns
the table, its save and its lock; every client gets only its own seat's view.
"""
