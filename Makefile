# Two commands set up a fresh Debian/Ubuntu machine:
#   make run    installs what playing needs (PySide6, numpy) and starts the game
#   make test   installs everything (the tests' and the build's tools too) and
#               runs the whole test suite
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
RUN_STAMP := $(VENV)/.installed-run
STAMP := $(VENV)/.installed
BUNDLE := dist/nardy-desktop
# The layers' contracts (.importlinter); quick enough to need no cache in the tree.
LINT_IMPORTS := $(VENV)/bin/lint-imports --no-cache

.PHONY: run test lint system-deps venv installer smoke deb translations screenshot bench clean

run: system-deps $(RUN_STAMP)
	$(PY) -m nardy_desktop

test: system-deps $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(LINT_IMPORTS)
	$(PY) -m mypy
	$(PY) -m pytest -n auto --dist loadfile

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(LINT_IMPORTS)
	$(PY) -m mypy

system-deps:
	@bash scripts/system_deps.sh

venv: $(STAMP)

# The game alone: its own dependencies, nothing to test or build with.
$(RUN_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $(RUN_STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,installer]"
	touch $(STAMP)

installer: system-deps $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build_installer.spec
	@du -sh $(BUNDLE)
	@tar czf dist/nardy-desktop-linux.tar.gz -C dist nardy-desktop
	@du -h dist/nardy-desktop-linux.tar.gz

smoke: installer
	bash scripts/smoke_frozen.sh $(BUNDLE)/nardy-desktop

# dist/nardy-desktop_VERSION_amd64.deb from the frozen build (built first if missing).
deb:
	@test -x $(BUNDLE)/nardy-desktop || $(MAKE) installer
	bash scripts/build_deb.sh $(BUNDLE) dist

translations: $(STAMP)
	$(PY) scripts/update_translations.py

screenshot: system-deps $(STAMP)
	$(PY) scripts/screenshot.py

bench: $(STAMP)
	$(PY) benchmarks/movegen.py

clean:
	rm -rf build dist .pytest_cache .ruff_cache
