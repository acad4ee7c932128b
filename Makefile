# Two commands set up a fresh Debian/Ubuntu machine:
#   make run    installs everything and starts the game
#   make test   installs everything and runs the whole test suite
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint system-deps venv installer smoke translations screenshot bench clean

run: system-deps $(STAMP)
	$(PY) -m nardy_desktop

test: system-deps $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m pytest

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

system-deps:
	@bash scripts/system_deps.sh

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,installer]"
	touch $(STAMP)

installer: system-deps $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build_installer.spec
	@du -sh dist/nardy-desktop
	@tar czf dist/nardy-desktop-linux.tar.gz -C dist nardy-desktop
	@du -h dist/nardy-desktop-linux.tar.gz

smoke: installer
	bash scripts/smoke_frozen.sh dist/nardy-desktop/nardy-desktop

translations: $(STAMP)
	$(PY) scripts/update_translations.py

screenshot: system-deps $(STAMP)
	$(PY) scripts/screenshot.py

bench: $(STAMP)
	$(PY) benchmarks/movegen.py

clean:
	rm -rf build dist .pytest_cache .ruff_cache
