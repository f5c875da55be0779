"""Instructions from launch to the first frame written, against a hello-world app.

Each launch runs in a pseudo-terminal of its own (120x40), as in a real
terminal: the Textual driver starts, the first screen is composed, laid out and
its frame written to the terminal; right after that write the process leaves
(`os._exit`, so shutdown is not counted). Each is measured after a warm-up
launch that lives a second past its first frame, as a person's earlier run
would (caches the app fills are filled). Three launches:

- table: `fruitui --game grunlings --players Ann,cpu,cpu --seed 7`, through
  fruitui's command line as the `fruitui` command starts;
- start: `fruitui`, the start screen;
- hello: benchmarks/hello_app.py, one label.

With valgrind installed, each launch runs once under callgrind
(--dump-instr=no) and the instruction counts are compared; without it (or with
--timing), the CPU seconds of --launches launches each, interleaved. Byte code
is compiled beforehand (compileall), and PYTHONHASHSEED=0 keeps dict and set
orders (hence the instruction counts) the same from run to run.

With --against PATH, another checkout (say main) is measured in the same run.
Each launch is benchmarks/first_frame_child.py, which imports nothing of its
own (this script's argparse was counted in every launch until 2026-12-03,
hello world's too: about 20M instructions). FIRST_FRAME_MODULES=PATH in the
environment has a launch list the modules loaded at its first frame.
--profile WHICH writes a cProfile of one launch (table, start or hello) to
first_frame.WHICH.prof in the temporary folder, to read with pstats.

Run from the project root:
    python benchmarks/first_frame_instructions.py [--against /work/main] [--timing]
        [--launches 5] [--profile table]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import platform
import pty
import re
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 120, 40
WHICH = ("table", "start", "hello")


def launch(command: list[str], env: dict[str, str]) -> int:
    """Run `command` on a fresh pseudo-terminal of WIDTH x HEIGHT, reading all it
    writes; its exit code."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env,
                               cwd=ROOT, start_new_session=True)
    os.close(slave)
    written = bytearray()

    def drain() -> None:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the terminal's other side closed
                return
            if not data:
                return
            written.extend(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    code = process.wait()
    reader.join(5)
    os.close(master)
    if code:
        tail = written[-2000:].decode(errors="replace")
        raise RuntimeError(f"{command[-3:]} failed ({code}):\n{tail}")
    return code


def child_command(which: str, code: str, profile: str | None = None) -> list[str]:
    command = [sys.executable, str(ROOT / "benchmarks" / "first_frame_child.py"), which, code]
    return command + ([profile] if profile else [])


def instructions(which: str, code: str, env: dict[str, str], out: str) -> int:
    """Instructions of one launch under callgrind (every thread of it)."""
    # Without address randomization the count is the same to 0.1M from run to
    # run; with it, it jumps by about 13M (orders that hang on addresses).
    steady = ["setarch", platform.machine(), "-R"] if shutil.which("setarch") else []
    launch(steady + ["valgrind", "--tool=callgrind", "--dump-instr=no", "--trace-children=no",
                     f"--callgrind-out-file={out}"] + child_command(which, code), env)
    with open(out, encoding="utf-8") as counts:
        for row in counts:
            found = re.match(r"(?:summary|totals):\s+(\d+)", row)
            if found:
                return int(found.group(1))
    raise RuntimeError(f"no instruction total in {out}")


def cpu_seconds(which: str, code: str, env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    launch(child_command(which, code), env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compile_all(code: str) -> None:
    subprocess.run([sys.executable, "-m", "compileall", "-q", f"{code}/fruitui",
                    str(ROOT / "benchmarks")], check=True, stdout=subprocess.DEVNULL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="PATH", help="also measure the checkout at PATH")
    parser.add_argument("--timing", action="store_true", help="CPU time even with valgrind")
    parser.add_argument("--launches", type=int, default=5, help="launches each, when timing")
    parser.add_argument("--profile", choices=WHICH, help="write a cProfile of one launch")
    args = parser.parse_args()
    codes = [("this", str(ROOT))]
    if args.against:
        codes.append(("against", str(Path(args.against).resolve())))
    with tempfile.TemporaryDirectory(prefix="first-frame-") as home:
        env = dict(os.environ, FRUITUI_HOME=home, PYTHONHASHSEED="0", TERM="xterm-256color",
                   PYTHONDONTWRITEBYTECODE="")
        env.pop("PYTHONPATH", None)  # each launch puts its own checkout first
        env.pop("NO_COLOR", None)
        for _, code in codes:
            compile_all(code)
            for which in WHICH:  # a warm launch each: caches filled, nothing compiled later
                launch(child_command(which, code), dict(env, FIRST_FRAME_WARM="1"))
        if args.profile:
            out = str(Path(tempfile.gettempdir()) / f"first_frame.{args.profile}.prof")
            launch(child_command(args.profile, str(ROOT), out), env)
            print(f"cProfile of {args.profile}'s first frame: {out}")
            return
        use_valgrind = shutil.which("valgrind") is not None and not args.timing
        results: dict[tuple[str, str], float] = {}
        if use_valgrind:
            print(f"instructions to the first frame (callgrind, {WIDTH}x{HEIGHT})")
            for name, code in codes:
                for which in WHICH:
                    results[name, which] = instructions(
                        which, code, env, f"{home}/callgrind.{name}.{which}")
            unit, fmt = 1e6, "{:>10.1f}M"
        else:
            print(f"CPU seconds to the first frame ({args.launches} launches each, "
                  f"median, {WIDTH}x{HEIGHT})")
            spent: dict[tuple[str, str], list[float]] = {
                (name, which): [] for name, _ in codes for which in WHICH}
            for _ in range(args.launches):
                for name, code in codes:
                    for which in WHICH:
                        spent[name, which].append(cpu_seconds(which, code, env))
            results = {key: statistics.median(values) for key, values in spent.items()}
            unit, fmt = 1e-3, "{:>9.1f}ms"
        for name, code in codes:
            hello = results[name, "hello"]
            print(f"  [{name}] {code}")
            for which in WHICH:
                value = results[name, which]
                print(f"    {which:<6}" + fmt.format(value / unit) + f"  {value / hello:.3f}x")


if __name__ == "__main__":
    main()
