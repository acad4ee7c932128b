"""The engine must run where neither Qt nor numpy exists."""

import subprocess
import sys

SCRIPT = r"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'numpy', 'shiboken6'):
            raise ImportError('blocked: ' + name)
        return None
sys.meta_path.insert(0, Block())
import nardy_desktop.engine as e
from nardy_desktop.engine import dice, game, match, moves, names, position, reasons
g = e.Game(e.Variant.LONG, e.SeededDice(1))
g.roll()
g.play_turn(g.legal_turns()[0])
assert not any(m.split('.')[0] in ('PySide6', 'numpy') for m in sys.modules)
print('ok')
"""


def test_engine_imports_without_qt_and_numpy():
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"
