# Bezel's entry point. `make gallery` and `make test` each work alone on a fresh Debian machine
# with Swift: they install what is missing first (via `setup`).

SHELL := /bin/bash
# `swift` from PATH, else the toolchain at /opt/swift (the README says that is enough).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
APT_PACKAGES := libcairo2-dev libpng-dev libdeflate-dev libisal-dev libpango1.0-dev fonts-inter fonts-wqy-microhei poppler-utils pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# SwiftPM prohibits pango's `-pthread` compiler flag (it comes from gio's pkg-config file) and
# warns on every build; `deps` writes a pangocairo.pc with the same header folders but without
# it, which every build below reads first. It links no library: CBezelGraphics loads Cairo and
# Pango when a command first draws (Sources/CBezelGraphics/graphics.c).
PKG_CONFIG_DIR := $(CURDIR)/.build/pkgconfig
# lld links every build. With the Swift runtime linked in (below), gold cannot link at all (it
# reads the static Foundation's archives in one order and leaves its ICU symbols undefined) and
# GNU ld warns about mktemp inside it. Every build takes the same flag because a compiler flag
# enters every compile command: the debug build of `make test` can then be linked with the
# runtime in (CI's install check) without compiling anything again.
# C is compiled with -O2 in every build: SwiftPM's debug build compiles C at -O0, and the tests'
# debug bezel spends most of a `record` in C pixel loops (row filters, conversions) that -O0
# makes several times slower. Swift keeps the configuration's own optimisation.
SWIFT_FLAGS := --pkg-config-path $(PKG_CONFIG_DIR) -Xswiftc -use-ld=lld -Xcc -O2
# Release builds link the Swift runtime in: a process started in about 12 ms instead of 25 (no
# symbol lookups across the runtime's shared libraries; 3.7 ms now that Cairo and Pango are loaded
# only to draw, bezel --version, 2026-11-28), which a docs build that runs bezel per page feels,
# and the binary runs where Swift is not installed. They are linked at a fixed
# address (-no-pie): a position-independent bezel has 94,000 relative relocations, which the
# loader applies to every process before main, touching some 200 pages: 0.8-1.2 ms of every
# run (bezel --version 9.4 -> 8.5 ms, median of 40, 2026-11-28). Generic types are made through
# their metadata accessors, not from their mangled names: the runtime decodes a mangled name by
# checking the generic requirements again, and each first check scans all 6,388 conformance
# records of the binary, about 30 us each on this machine. The dead strip spent 3.1 ms of
# processor time a run in such scans, now 1.4 (perf, 30 runs): what is left are ArgumentParser's
# and Foundation's dynamic casts, none in Bezel's own code (2026-11-28).
RELEASE_FLAGS := $(SWIFT_FLAGS) -c release --static-swift-stdlib -Xlinker -no-pie \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
BEZEL := .build/release/bezel
GALLERY := gallery

.PHONY: setup deps test-deps build gallery lint test docs test-report fuzz record record-explain bench readme-images format check-format clean

## Install the system packages that are missing, then build.
setup: deps build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi
	@mkdir -p $(PKG_CONFIG_DIR); \
	printf 'Name: pangocairo\nDescription: pangocairo headers without -pthread, for SwiftPM (Makefile)\nVersion: %s\nCflags: %s\nLibs:\n' \
	  "$$(pkg-config --modversion pangocairo)" "$$(pkg-config --cflags-only-I pangocairo)" \
	  > $(PKG_CONFIG_DIR)/pangocairo.pc.new; \
	cmp -s $(PKG_CONFIG_DIR)/pangocairo.pc.new $(PKG_CONFIG_DIR)/pangocairo.pc && rm $(PKG_CONFIG_DIR)/pangocairo.pc.new \
	  || mv $(PKG_CONFIG_DIR)/pangocairo.pc.new $(PKG_CONFIG_DIR)/pangocairo.pc

## What only the tests need: headless Chromium (the documentation builds and the preview are
## checked in a real browser) and MkDocs (a real Markdown site build), each installed if missing.
test-deps:
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends chromium; }
	@command -v mkdocs >/dev/null || python3 -m pip install --quiet mkdocs
	@# Pillow reads the animated PNGs back (StatesRenderTests).
	@python3 -c "import PIL" 2>/dev/null || python3 -m pip install --quiet pillow

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product bezel

## Render every scene in examples/ (the scenes of bezel.yaml) into gallery/.
gallery: setup
	@rm -rf $(GALLERY)
	$(BEZEL) render -o $(GALLERY) --quiet
	@echo "gallery: $$(find $(GALLERY) -name '*.png' | wc -l) images in $(CURDIR)/$(GALLERY)/"
	@find $(GALLERY) -name '*.png' | sort | sed 's/^/  /'

## Package.swift declares exactly what each target imports, every source cited in code, tests and
## docs resolves in docs/sources.md, and the shape holds (scripts/shape.py: no UIKit in the drawing
## stages, no Cairo under image comparison, file and function sizes); --self-test checks the lint.
lint:
	@python3 scripts/lint.py --self-test >/dev/null || python3 scripts/lint.py --self-test
	@SWIFT="$(SWIFT)" python3 scripts/lint.py

## Build and run the whole test suite, golden checks included, after the lint (a lint failure fails
## `make test` too, so CI fails on a manifest that lies), then `make docs` and its check (the
## render-diagrams plugin and the DocC archive). Ends with `N passed, N failed` over the Swift
## tests and the checks, counted from Swift Testing's event stream (scripts/test-summary.py says why).
## One debug build serves all of it (the tests run its bezel): no release build.
TEST_EVENTS := --event-stream-output-path artifacts/test-events.jsonl --event-stream-version 0
test: deps test-deps
	@mkdir -p artifacts
	@SWIFT="$(SWIFT)" python3 scripts/lint.py; lint=$$?; \
	rm -f artifacts/test-events.jsonl; set -o pipefail; \
	XDG_CACHE_HOME="$(CURDIR)/.build/test-cache" $(SWIFT) test $(SWIFT_FLAGS) --disable-xctest $(TEST_EVENTS) 2>&1 | tee artifacts/test.log; tests=$$?; \
	{ $(MAKE) --no-print-directory docs && python3 scripts/docs-check.py; } 2>&1 | tee -a artifacts/test.log; docs=$$?; \
	[ $$lint -eq 0 ] || echo "make test: the lint failed (its report is above the tests; make lint repeats it)"; \
	python3 scripts/test-summary.py artifacts/test.log artifacts/test-events.jsonl $$tests; \
	if [ $$tests -ne 0 ]; then exit $$tests; fi; if [ $$docs -ne 0 ]; then exit $$docs; fi; exit $$lint

## BezelKit's documentation (swift-docc-plugin), with its diagrams drawn by Bezel's own
## render-diagrams plugin, as a static site in .build/docs.
DOCS_TARGETS := BezelKit BezelPipeline BezelGolden BezelDocs BezelScene BezelSupport
docs: deps
	$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-package-directory render-diagrams --target BezelKit
	@rm -rf .build/docs
	$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-directory .build/docs generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --enable-experimental-combined-documentation \
	  --output-path .build/docs --transform-for-static-hosting
	@echo "docs: .build/docs (python3 -m http.server --directory .build/docs, then open /documentation/bezelkit)"

## The HTML report of a failing `bezel check`, in headless Chromium (installed if missing): views,
## slider, onion skin and toggle, checked by screenshots and by driving the controls. Runs the
## debug bezel, the build `make test` has made already.
test-report: deps test-deps
	@mkdir -p artifacts
	$(SWIFT) build $(SWIFT_FLAGS) --product bezel
	python3 scripts/report-browser-test.py .build/debug/bezel

## Fuzz the scene decoder with layout and the two PNG decoders against each other (docs/fuzzing.md):
## builds the libFuzzer targets of Fuzzing/ with AddressSanitizer, runs each for FUZZ_RUNS inputs
## from seeds in examples/, docs/ and Golden/, prints executions and findings per target and exits 1
## on any finding (its input lands in Tests/Corpus/fuzz-regressions/, which the tests replay).
FUZZ_RUNS ?= 200000
FUZZ_SEED ?= 1
# Empty: every target (scene, png, dump); e.g. FUZZ_TARGETS="scene png".
FUZZ_TARGETS ?=
FUZZ_BUILD := .build/fuzz
# A build folder from before a new target in Bezel's manifest can fail with "no such module"
# (SwiftPM does not always reread a path dependency's manifest): the build is tried once more
# from an empty folder.
fuzz: deps
	@start=$$(date +%s); \
	build() { $(SWIFT) build $(SWIFT_FLAGS) -c release --package-path Fuzzing --scratch-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address; }; \
	build || { echo "fuzz: building again from an empty $(FUZZ_BUILD)"; rm -rf $(FUZZ_BUILD); build; } || exit 2; \
	echo "fuzz: built in $$(( $$(date +%s) - start )) s"
	@python3 scripts/fuzz.py --build $(FUZZ_BUILD)/release --runs $(FUZZ_RUNS) --seed $(FUZZ_SEED) $(addprefix --target ,$(FUZZ_TARGETS))

## Install bezel under PREFIX (default /usr/local; DESTDIR stages it for packaging): the binary
## with the Swift runtime linked in, so it runs where the apt packages are but no Swift toolchain
## is; its man page (argument-parser's generate-manual); its bash, zsh and fish completions.
## INSTALL_CONFIG=debug installs the debug build instead, still with the runtime linked in: CI
## checks the installation that way, on the build its tests made, only linked again.
PREFIX ?= /usr/local
INSTALL_CONFIG ?= release
# A debug build linked with the runtime in does not name the libraries inside the static Foundation
# (ICU, its collections, CoreFoundation...) that a release link finds by itself: they are named here.
STATIC_DEBUG_LIBS := Foundation FoundationEssentials FoundationInternationalization CoreFoundation _FoundationICU \
  _FoundationCollections _FoundationCShims swiftSynchronization swift_RegexParser swift_StringProcessing swiftDispatch swiftGlibc
INSTALL_FLAGS := $(if $(filter debug,$(INSTALL_CONFIG)),$(SWIFT_FLAGS) --static-swift-stdlib $(addprefix -Xlinker -l,$(STATIC_DEBUG_LIBS)),$(RELEASE_FLAGS))
INSTALL_BUILD := .build/$(INSTALL_CONFIG)
install: deps
	@# The manual from the tool behind argument-parser's plugin, run on this build: the plugin
	@# would first build every product again in release with its own flags, twice the work.
	$(SWIFT) build $(INSTALL_FLAGS) --product bezel
	$(SWIFT) build $(INSTALL_FLAGS) --product generate-manual
	mkdir -p .build/manual && $(INSTALL_BUILD)/generate-manual $(INSTALL_BUILD)/bezel --output-directory .build/manual
	install -D -m 755 $(INSTALL_BUILD)/bezel $(DESTDIR)$(PREFIX)/bin/bezel
	install -D -m 644 .build/manual/bezel.1 $(DESTDIR)$(PREFIX)/share/man/man1/bezel.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(INSTALL_BUILD)/bezel --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/bezel
	$(INSTALL_BUILD)/bezel --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_bezel
	$(INSTALL_BUILD)/bezel --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/bezel.fish
	@echo "installed $(DESTDIR)$(PREFIX)/bin/bezel ($$($(DESTDIR)$(PREFIX)/bin/bezel --version))"

## Write goldens for cases that are missing or differ (look at them before committing).
record: setup
	$(BEZEL) record --mode all

## Speed, measured honestly (numbers, never pass/fail: targets are not unit tests): the solver
## against kiwisolver on chains, grids, random view trees and stacks of stacks; app layout; the
## full annotated diagram in this process and as whole processes against resvg (PyPI's
## resvg-cli), rsvg-convert and Chromium at equal pixels; every gallery scene at 3× against
## resvg and rsvg-convert (bench/render_bench.py); image comparison against blazediff, pixelmatch
## and ImageMagick; the whole golden check. Each tool is installed if missing.
bench: setup
	@python3 -c "import kiwisolver, blazediff, pixelmatch, PIL" 2>/dev/null || python3 -m pip install --quiet kiwisolver blazediff pixelmatch pillow
	@python3 -m pip show --quiet resvg-cli 2>/dev/null || python3 -m pip install --quiet resvg-cli
	@missing=""; for c in rsvg-convert:librsvg2-bin chromium:chromium compare:imagemagick; do \
	  command -v $${c%%:*} >/dev/null || missing="$$missing $${c##*:}"; done; \
	if [ -n "$$missing" ]; then $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; fi
	$(SWIFT) build $(RELEASE_FLAGS) --product BezelBench
	@# Separate processes: the render part leaves a large heap behind that would slow the solver's allocations.
	.build/release/BezelBench solver
	.build/release/BezelBench render
	.build/release/BezelBench layout
	.build/release/BezelBench diagram
	python3 bench/render_bench.py $(BEZEL) 5 $$(ls examples/*.yaml examples/*.json)
	.build/release/BezelBench diff

## Re-render the README's pictures (docs/images/).
readme-images: setup
	$(BEZEL) render docs/readme-images.yaml examples/seed-000-fixed-space-fix-ios-10-vs-11.yaml examples/large-titles-96-116-140.yaml \
		examples/screens/settings-table.yaml examples/screens/settings-form.yaml -o docs/images --scale 2 --quiet --force --png-compression small

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

check-format:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build $(GALLERY) artifacts

## Re-record the `bezel explain` text goldens of examples/screens/ (review the diff before committing).
record-explain: setup
	@for scene in examples/screens/*.yaml; do \
		$(BEZEL) explain $$scene > Golden/explain/$$(basename $$scene .yaml).txt || exit 2; \
	done
	@git status --short Golden/explain
