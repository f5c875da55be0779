"""A hosted table: its session with no I/O (session.py) and the server around it
(server.py)."""

from __future__ import annotations

from fruitui.net.settings import HostConfig
from fruitui.net.host.server import Host, serve_forever

__all__ = ["Host", "HostConfig", "serve_forever"]
