"""The client end of a hosted table: a blocking handshake (for the join-code
prompt before any UI opens) and an asyncio connection that keeps a
RemoteTable up to date and reconnects by itself when the host comes back.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from fruitui.net import rendezvous, wire
from fruitui.net.remote import RemoteTable, check_welcome
from fruitui.net.turns import remember_welcome


class JoinRefused(Exception):
    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def handshake(path: Path, hello: wire.Hello, timeout: float = 10.0,
              owner: int | None = None) -> wire.Welcome:
    """Say hello over a blocking socket and return the welcome (JoinRefused if not).
    Nothing is sent unless the kernel says the socket is served by `owner` (None:
    the owner of the socket's folder)."""
    try:
        try:
            sock = rendezvous.connect(path, owner, timeout)
        except rendezvous.RendezvousError as error:
            raise JoinRefused("impostor", str(error)) from None
        except OSError as error:
            raise JoinRefused("unreachable", f"cannot reach the table ({error})") from None
        try:
            sock.sendall(wire.encode(hello))
            unsent = None
        except OSError as error:
            # A host that refused us at once has hung up already: its reason
            # may still be waiting to be read.
            unsent = error
        try:
            line = sock.makefile("rb").readline(wire.MAX_FRAME + 1)
        finally:
            sock.close()
    except OSError as error:
        raise JoinRefused("unreachable", f"the table did not answer ({error})") from None
    if not line:
        why = f" ({unsent})" if unsent is not None else ""
        raise JoinRefused("unreachable", f"the table hung up{why}")
    try:
        message = wire.decode_host(line)
    except wire.BadFrame as error:  # a host that is not fruitui, or not well
        raise JoinRefused("protocol", f"the table answered something unreadable ({error})"
                          ) from None
    if isinstance(message, wire.Refused):
        raise JoinRefused(message.code, message.reason)
    if not isinstance(message, wire.Welcome):
        raise JoinRefused("protocol", "the table answered something unexpected")
    try:
        check_welcome(message)
    except wire.BadFrame as error:
        raise JoinRefused("protocol", f"the table sent {error}") from None
    try:
        remember_welcome(path, rendezvous.folder_owner(path) if owner is None else owner,
                         message.seat_key)
    except rendezvous.RendezvousError:
        pass  # the folder went away since: only `fruitui status` would have used the key
    return message


class Connection:
    """Keeps `remote` connected to the host at `path`, reconnecting once a second."""

    def __init__(self, path: Path, hello: wire.Hello, remote: RemoteTable,
                 retry: float = 1.0, owner: int | None = None) -> None:
        self.path = path
        # Who must serve the socket, fixed now: every reconnection is checked against it.
        self.owner = rendezvous.folder_owner(path) if owner is None else owner
        self.hello = wire.Hello(version=hello.version, watch=hello.watch, seats=hello.seats)
        self.remote = remote
        self.retry = retry
        self.writer: asyncio.StreamWriter | None = None
        self.on_refused_hello: Callable[[str], None] | None = None
        remote.send = self.send
        self.done = False

    def send(self, message: wire.Message) -> None:
        if self.writer is not None and not self.writer.is_closing():
            self.writer.write(wire.encode(message))

    async def run(self) -> None:
        while not self.done:
            closing = await self._session()
            self.remote.lost(closing)
            if closing is not None and closing.final:
                return
            await asyncio.sleep(self.retry)

    async def _session(self) -> wire.Closing | None:
        try:
            reader, writer = await asyncio.open_unix_connection(
                str(self.path), limit=wire.MAX_FRAME + 1)
        except OSError:
            return None
        try:
            rendezvous.check_peer(writer.get_extra_info("socket"), self.owner, self.path)
        except (rendezvous.RendezvousError, OSError) as error:
            writer.close()
            return wire.Closing(reason=f"{error}; left it.", move=self.remote.move, final=True)
        self.writer = writer
        try:
            writer.write(wire.encode(self.hello))
            while True:
                line = await reader.readline()
                if not line:
                    return None
                message = wire.decode_host(line)
                if isinstance(message, wire.Welcome):
                    self.remote.welcome(message)
                    remember_welcome(self.path, self.owner, message.seat_key)
                elif isinstance(message, wire.Closing):
                    return message
                elif isinstance(message, wire.Refused) and not self.remote.connected:
                    if self.on_refused_hello is not None:
                        self.on_refused_hello(message.reason)
                    return wire.Closing(reason=message.reason, move=0, final=True)
                else:
                    self.remote.receive(message)
        except wire.BadFrame as error:
            # Not what a fruitui host sends: trying again would get the same.
            return wire.Closing(reason=f"The table sent {error}; left it.",
                                move=self.remote.move, final=True)
        except (OSError, ValueError):
            return None
        finally:
            self.writer = None
            writer.close()

    def close(self) -> None:
        self.done = True
        if self.writer is not None:
            self.writer.close()
