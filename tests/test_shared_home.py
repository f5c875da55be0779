"""A fruitui home other users can write to cannot be turned against its users.

By default only the user's own files and folders, not writable by others, are
trusted; a folder declared shared (FRUITUI_SHARED=1 or a SHARED file) lets the
members open each other's games. Other users are played by root's chown where
it is available, else by pretending to be another user (os.getuid).
"""

from __future__ import annotations

import os
import stat

import pytest

from fruitui.storage.saves import SaveError, Store
from tests.test_bad_input import cli, one_clear_line, saved_game, sha

as_root = pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0,
                             reason="making a file another user's needs root")


@as_root
def test_a_save_of_another_user_is_refused_unless_the_folder_is_shared(capsys, monkeypatch,
                                                                          fruitui_home) -> None:
    game_id, path, record = saved_game()
    os.chown(path, 65534, 65534)
    before = sha(path)
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    line = one_clear_line(err)
    assert code == 1 and str(path) in line and "another user" in line and "SHARED" in line
    code, out, err = cli(capsys, "resume", "--list")
    assert game_id not in out and str(path) in one_clear_line(err)
    assert sha(path) == before
    monkeypatch.setenv("FRUITUI_SHARED", "1")
    code, out, err = cli(capsys, "resume", "--list")
    assert game_id in out and err == ""
    monkeypatch.delenv("FRUITUI_SHARED")
    (fruitui_home / "SHARED").write_text("")  # the marker file works as well
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 0 and "is over" in out


def test_a_home_writable_by_others_is_refused_unless_declared_shared(capsys, monkeypatch,
                                                                    fruitui_home) -> None:
    game_id, path, record = saved_game()
    games = fruitui_home / "games"
    games.chmod(games.stat().st_mode | stat.S_IWOTH)
    before = sha(path)
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "can be changed by other users" in one_clear_line(err)
    code, out, err = cli(capsys, "resume", "--list")
    assert code == 0 and str(games) in one_clear_line(err)
    with pytest.raises(OSError, match="other users"):
        Store().create()  # a new game would go there: the table is played unsaved
    assert sha(path) == before
    monkeypatch.setenv("FRUITUI_SHARED", "yes")
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 0 and "is over" in out


def test_a_file_writable_by_others_is_refused(capsys) -> None:
    game_id, path, record = saved_game()
    path.chmod(0o666)
    code, out, err = cli(capsys, "replay", game_id)
    assert code == 1 and str(path) in one_clear_line(err) and "other users" in err


def test_a_home_of_another_user_is_refused(capsys, monkeypatch) -> None:
    game_id, path, record = saved_game()
    monkeypatch.setattr(os, "getuid", lambda: 4242)  # everything is now someone else's
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "belongs to another user" in one_clear_line(err)
    with pytest.raises(SaveError, match="another user"):
        Store().load(game_id)


def test_shared_saves_are_written_readable_by_the_other_members(monkeypatch,
                                                                 fruitui_home) -> None:
    monkeypatch.setenv("FRUITUI_SHARED", "1")
    game_id, path, record = saved_game()
    assert path.stat().st_mode & 0o044 == 0o044
    monkeypatch.delenv("FRUITUI_SHARED")
    game_id, path, record = saved_game()
    assert path.stat().st_mode & 0o077 == 0  # not shared: yours alone, as before


@pytest.mark.parametrize("folder", ["games", "history", "locks"])
def test_a_saves_folder_that_is_a_symlink_is_refused_not_followed(capsys, fruitui_home,
                                                                  tmp_path, folder) -> None:
    """Issue 39: fruitui makes these folders itself; a symlink in their place is
    someone else's doing, and its target could be any folder."""
    game_id, path, record = saved_game()
    (fruitui_home / folder).mkdir(exist_ok=True)
    elsewhere = tmp_path / f"elsewhere-{folder}"
    (fruitui_home / folder).rename(elsewhere)
    (fruitui_home / folder).symlink_to(elsewhere, target_is_directory=True)
    moved = elsewhere / path.name if folder == "games" else path
    before, listed = sha(moved), sorted(elsewhere.iterdir())
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    line = one_clear_line(err)
    assert code == 1 and "is a symlink" in line and str(fruitui_home / folder) in line
    code, out, err = cli(capsys, "resume", "--list")
    assert game_id not in out and "is a symlink" in one_clear_line(err)
    with pytest.raises(OSError, match="is a symlink"):
        Store().create()
    assert sha(moved) == before and sorted(elsewhere.iterdir()) == listed  # nothing written
