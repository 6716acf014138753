package main

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// dist holds the built dashboard (web/dist copied here by `make build`).
//
//go:embed all:dist
var dist embed.FS

const dashboardPath = "/_/"

// installerQueryKey is the query flag that opens the installer.
const installerQueryKey = "installer"

// dashboardDirEnv names a folder to serve the dashboard from instead of the embedded build (development,
// and browser tests that replace the files while a tab is open).
const dashboardDirEnv = "LARDER_DASHBOARD_DIR"

// contentSecurityPolicy for every response under /_/. Scripts come only from our own files. Styles need
// 'unsafe-inline': CodeMirror's style-mod (4.1) themes a document through a <style> element it fills at run
// time (it uses adoptedStyleSheets only inside shadow roots), so without it the logs search box and its
// autocomplete lose their theme. uPlot, CodeMirror and React set element.style through the CSSOM, which
// CSP does not restrict.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self'; " +
	"style-src 'self' 'unsafe-inline'; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"img-src 'self' data: blob:; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"frame-ancestors 'self'; " +
	"form-action 'self'"

// dashboardFiles returns the dashboard to serve: the folder named by LARDER_DASHBOARD_DIR when set, else
// the embedded build. A folder that is missing, unreadable or has no index.html is an error.
func dashboardFiles() (fs.FS, error) {
	dir := os.Getenv(dashboardDirEnv)
	if dir == "" {
		return fs.Sub(dist, "dist")
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	info, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("%s=%q: %w", dashboardDirEnv, dir, err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s=%q: not a directory", dashboardDirEnv, dir)
	}
	if _, err := os.ReadDir(dir); err != nil {
		return nil, fmt.Errorf("%s=%q: %w", dashboardDirEnv, dir, err)
	}
	files := os.DirFS(dir)
	index, err := files.Open("index.html")
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s=%q: no index.html in this folder", dashboardDirEnv, dir)
		}
		return nil, fmt.Errorf("%s=%q: %w", dashboardDirEnv, dir, err)
	}
	index.Close()
	return files, nil
}

// bindDashboard replaces the stock admin UI route with ours, serving files.
func bindDashboard(app core.App, e *echo.Echo, files fs.FS) error {
	// the stock server registered GET /_/* before OnBeforeServe; registering it again panics
	if err := e.Router().Remove(http.MethodGet, dashboardPath+"*"); err != nil {
		return err
	}
	// the first middleware runs first: the security headers are set on redirects and errors too
	e.GET(
		dashboardPath+"*",
		apis.StaticDirectoryHandler(files, false),
		securityHeaders(),
		installerRedirect(app),
		cacheControl(),
		middleware.Gzip(),
	)
	return nil
}

func isIndexRequest(path string) bool {
	return path == dashboardPath || path == dashboardPath+"index.html"
}

// securityHeaders sets the content security policy and friends on every dashboard response.
func securityHeaders() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			header := c.Response().Header()
			header.Set("Content-Security-Policy", contentSecurityPolicy)
			header.Set("Referrer-Policy", "same-origin")
			header.Set("X-Content-Type-Options", "nosniff")
			return next(c)
		}
	}
}

// installerRedirect sends the dashboard root to `?installer#` while no admin exists, and drops the
// flag once one does.
func installerRedirect(app core.App) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if !isIndexRequest(c.Request().URL.Path) {
				return next(c)
			}
			total, err := app.Dao().TotalAdmins()
			if err != nil {
				return next(c)
			}
			_, hasFlag := c.Request().URL.Query()[installerQueryKey]
			if total == 0 && !hasFlag {
				return c.Redirect(http.StatusTemporaryRedirect, "?"+installerQueryKey+"#")
			}
			if total > 0 && hasFlag {
				return c.Redirect(http.StatusTemporaryRedirect, "?")
			}
			return next(c)
		}
	}
}

// cacheControl: the entry page is never stored (it names the current build's chunks; revalidating it by
// Last-Modified, which has one-second precision, could keep an old build's page after a fast upgrade of
// LARDER_DASHBOARD_DIR); hashed assets are immutable. An error answer (an
// asset missing, e.g. while an upgrade replaces the files) is never cached as if it were the asset.
func cacheControl() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			path := c.Request().URL.Path
			header := c.Response().Header()
			switch {
			case isIndexRequest(path):
				header.Set("Cache-Control", "no-store")
			case strings.HasPrefix(path, dashboardPath+"assets/"):
				header.Set("Cache-Control", "public, max-age=31536000, immutable")
			default:
				header.Set("Cache-Control", "no-cache")
			}
			err := next(c)
			if err != nil && !c.Response().Committed {
				header.Set("Cache-Control", "no-cache")
			}
			return err
		}
	}
}
