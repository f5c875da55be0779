"""The saves' own folders (games/, history/, locks/) are checked before use.

The home itself may be a symlink (the user's choice of where games live); a
folder fruitui makes inside it never is, so one that is a symlink was put
there by someone else and is refused, not followed: its target could be any
folder, another user's too.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from fruitui.storage.safe_files import UnsafeFile, check_folder, safe_text


def check_store_folders(root: Path, folders: Iterable[Path], shared: bool) -> None:
    """UnsafeFile if the home, or one of its `folders`, is not to be trusted."""
    check_folder(root, shared)
    for folder in folders:
        try:
            info = os.lstat(folder)
        except FileNotFoundError:
            continue  # made when first needed
        except OSError as error:
            raise UnsafeFile(f"{safe_text(str(folder))}: cannot be opened "
                             f"({error.strerror or error})") from None
        if stat.S_ISLNK(info.st_mode):
            raise UnsafeFile(f"{safe_text(str(folder))}: is a symlink; fruitui makes this "
                             "folder itself and does not follow a link put in its place")
        check_folder(folder, shared)
