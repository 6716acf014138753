package main

import (
	"embed"
	"io/fs"
	"net/http"
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

// installerQueryKey is the query flag that opens the installer (spec §2).
const installerQueryKey = "installer"

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

// bindDashboard replaces the stock admin UI route with ours.
func bindDashboard(app core.App, e *echo.Echo) error {
	distFS, err := fs.Sub(dist, "dist")
	if err != nil {
		return err
	}
	// the stock server registered GET /_/* before OnBeforeServe; registering it again panics
	if err := e.Router().Remove(http.MethodGet, dashboardPath+"*"); err != nil {
		return err
	}
	// the first middleware runs first: the security headers are set on redirects and errors too
	e.GET(
		dashboardPath+"*",
		apis.StaticDirectoryHandler(distFS, false),
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

// cacheControl: the entry page is always revalidated; hashed assets are immutable.
func cacheControl() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			path := c.Request().URL.Path
			header := c.Response().Header()
			switch {
			case isIndexRequest(path):
				header.Set("Cache-Control", "no-cache")
			case strings.HasPrefix(path, dashboardPath+"assets/"):
				header.Set("Cache-Control", "public, max-age=31536000, immutable")
			default:
				header.Set("Cache-Control", "no-cache")
			}
			return next(c)
		}
	}
}
