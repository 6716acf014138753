# Larder: `make run` and `make test` are the contract (README). Each target installs what it needs.
SHELL := /bin/bash
export GOTOOLCHAIN := local
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
export npm_config_update_notifier := false

WEB := web
SERVER := server
BIN := bin/larder
HTTP ?= 127.0.0.1:8090
DATA_DIR ?= ./pb_data
CHROMIUM := /usr/bin/chromium
SQLITE3 := /usr/bin/sqlite3

.PHONY: run test build dev bench lint deps chromium sqlite3 web-deps go-deps clean

run: build
	@echo "Larder dashboard: http://$(HTTP)/_/"
	$(BIN) serve --http $(HTTP) --dir $(DATA_DIR)

build: $(BIN)

test: deps chromium build
	@bash scripts/test.sh

bench: deps chromium sqlite3 build
	cd $(WEB) && node bench/run.mjs

dev: web-deps
	@echo "Vite dev server proxying /api to $${LARDER_API:-http://127.0.0.1:8090} (start the server with 'make run')"
	cd $(WEB) && npx vite

# ESLint and Prettier keep caches under web/node_modules/.cache: a second lint of unchanged files, as
# the README test of `make lint` runs after the checks of `make test`, then takes seconds.
lint: web-deps
	cd $(WEB) && npx tsc -b && npx eslint . --cache --cache-location node_modules/.cache/eslint/ && npx prettier --check . --cache
	cd $(WEB) && node eslint/check-cycles.js
	cd $(SERVER) && test -z "$$(gofmt -l .)" && go vet ./...

deps: web-deps go-deps

web-deps: $(WEB)/node_modules/.installed

$(WEB)/node_modules/.installed: $(WEB)/package.json $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund
	touch $@

go-deps:
	cd $(SERVER) && go mod download

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian's Chromium (needed for browser tests)…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi

sqlite3:
	@if [ ! -x $(SQLITE3) ]; then \
		echo "Installing the sqlite3 CLI (the bench seeds request logs with it)…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3 >/dev/null; \
	fi

# The API address built into the dashboard (README: `VITE_API_URL=https://example.com/ make build`). Its
# value is kept in a stamp file, rewritten only when it changes, so a new value rebuilds the dashboard.
export VITE_API_URL ?=
API_URL_STAMP := bin/.vite-api-url
_ := $(shell mkdir -p bin && { [ -f $(API_URL_STAMP) ] && [ "$$(cat $(API_URL_STAMP))" = "$(VITE_API_URL)" ] || printf '%s' "$(VITE_API_URL)" > $(API_URL_STAMP); })

WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/build $(WEB)/public $(WEB)/index.html $(WEB)/vite.config.ts -type f 2>/dev/null)
GO_SOURCES := $(wildcard $(SERVER)/*.go) $(SERVER)/go.mod $(SERVER)/go.sum

$(WEB)/dist/index.html: $(WEB)/node_modules/.installed $(WEB_SOURCES) $(API_URL_STAMP)
	cd $(WEB) && npx vite build --logLevel warn

$(BIN): $(WEB)/dist/index.html $(GO_SOURCES)
	@mkdir -p bin
	rm -rf $(SERVER)/dist && mkdir -p $(SERVER)/dist && touch $(SERVER)/dist/.gitkeep
	cp -r $(WEB)/dist/. $(SERVER)/dist/
	cd $(SERVER) && go build -trimpath -o ../$(BIN) .

clean:
	rm -rf bin $(WEB)/dist $(WEB)/test-results $(WEB)/playwright-report
	find $(SERVER)/dist -mindepth 1 ! -name .gitkeep -delete
