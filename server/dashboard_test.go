package main

import (
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/models"
	"github.com/pocketbase/pocketbase/tools/migrate"
)

func TestIsIndexRequest(t *testing.T) {
	cases := map[string]bool{
		"/_/":              true,
		"/_/index.html":    true,
		"/_/assets/app.js": false,
		"/_/index.html/x":  false,
		"/api/health":      false,
	}
	for path, want := range cases {
		if got := isIndexRequest(path); got != want {
			t.Errorf("isIndexRequest(%q) = %v, want %v", path, got, want)
		}
	}
}

const (
	testIndex = "<!doctype html><title>Larder test index</title>"
	// long enough to be worth compressing
	testAsset = "console.log('larder test asset');\n"
)

// newApp is a real PocketBase app on a temporary data dir, migrated (no admins yet).
func newApp(t *testing.T) *core.BaseApp {
	t.Helper()
	app := core.NewBaseApp(&core.BaseAppConfig{DataDir: t.TempDir()})
	if err := app.Bootstrap(); err != nil {
		t.Fatalf("bootstrap: %v", err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	runner, err := migrate.NewRunner(app.DB(), migrations.AppMigrations)
	if err != nil {
		t.Fatalf("migrations: %v", err)
	}
	if _, err := runner.Up(); err != nil {
		t.Fatalf("migrations: %v", err)
	}
	return app
}

func createAdmin(t *testing.T, app core.App) {
	t.Helper()
	admin := &models.Admin{Email: "first@example.com"}
	if err := admin.SetPassword("correct-horse-42"); err != nil {
		t.Fatal(err)
	}
	if err := app.Dao().SaveAdmin(admin); err != nil {
		t.Fatalf("save admin: %v", err)
	}
}

// dashboardDir writes a small dashboard build into a temporary folder.
func dashboardDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "index.html"), testIndex)
	writeFile(t, filepath.Join(dir, "assets", "x.js"), strings.Repeat(testAsset, 20))
	writeFile(t, filepath.Join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n")
	return dir
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// newRouter mounts the dashboard, served from files, on a fresh router that has the stock route first
// (bindDashboard removes it).
func newRouter(t *testing.T, app core.App, files fs.FS) *echo.Echo {
	t.Helper()
	e := echo.New()
	e.GET(dashboardPath+"*", func(c echo.Context) error { return c.String(http.StatusOK, "stock admin UI") })
	if err := bindDashboard(app, e, files); err != nil {
		t.Fatalf("bindDashboard: %v", err)
	}
	return e
}

func get(e http.Handler, target string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	return rec
}

// parseCSP maps each directive of a policy to its source list.
func parseCSP(policy string) map[string][]string {
	directives := map[string][]string{}
	for _, part := range strings.Split(policy, ";") {
		fields := strings.Fields(part)
		if len(fields) > 0 {
			directives[fields[0]] = fields[1:]
		}
	}
	return directives
}

func checkSecurityHeaders(t *testing.T, target string, rec *httptest.ResponseRecorder) {
	t.Helper()
	policy := rec.Header().Get("Content-Security-Policy")
	if policy == "" {
		t.Fatalf("%s: no Content-Security-Policy", target)
	}
	csp := parseCSP(policy)
	want := map[string]string{
		"default-src":     "'self'",
		"script-src":      "'self'",
		"connect-src":     "'self'",
		"img-src":         "'self' data: blob:",
		"object-src":      "'none'",
		"base-uri":        "'self'",
		"frame-ancestors": "'self'",
		"form-action":     "'self'",
	}
	for directive, sources := range want {
		if got := strings.Join(csp[directive], " "); got != sources {
			t.Errorf("%s: CSP %s = %q, want %q (policy %q)", target, directive, got, sources, policy)
		}
	}
	for _, directive := range []string{"style-src", "font-src"} {
		if len(csp[directive]) == 0 {
			t.Errorf("%s: CSP has no %s (policy %q)", target, directive, policy)
		}
	}
	for _, source := range csp["script-src"] {
		if source == "'unsafe-inline'" || source == "'unsafe-eval'" {
			t.Errorf("%s: script-src allows %s", target, source)
		}
	}
	if strings.Contains(policy, "'unsafe-eval'") {
		t.Errorf("%s: CSP allows 'unsafe-eval': %q", target, policy)
	}
	if got := rec.Header().Get("Referrer-Policy"); got != "same-origin" {
		t.Errorf("%s: Referrer-Policy = %q, want same-origin", target, got)
	}
	if got := rec.Header().Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("%s: X-Content-Type-Options = %q, want nosniff", target, got)
	}
}

func TestSecurityHeadersOnEveryDashboardResponse(t *testing.T) {
	e := newRouter(t, newApp(t), os.DirFS(dashboardDir(t)))
	cases := []struct {
		target string
		status int
	}{
		{"/_/", http.StatusTemporaryRedirect}, // installer redirect (no admins)
		{"/_/?installer", http.StatusOK},
		{"/_/index.html?installer", http.StatusOK},
		{"/_/assets/x.js", http.StatusOK},
		{"/_/assets/missing.js", http.StatusNotFound},
	}
	for _, tc := range cases {
		rec := get(e, tc.target)
		if rec.Code != tc.status {
			t.Errorf("%s: status %d, want %d", tc.target, rec.Code, tc.status)
		}
		checkSecurityHeaders(t, tc.target, rec)
	}
}

func TestInstallerRedirect(t *testing.T) {
	app := newApp(t)
	e := newRouter(t, app, os.DirFS(dashboardDir(t)))

	// no admin: the dashboard root opens the installer
	for _, target := range []string{"/_/", "/_/index.html"} {
		rec := get(e, target)
		if rec.Code != http.StatusTemporaryRedirect || rec.Header().Get("Location") != "?installer#" {
			t.Errorf("no admin, %s: %d to %q, want 307 to ?installer#", target, rec.Code, rec.Header().Get("Location"))
		}
	}
	rec := get(e, "/_/?installer")
	if rec.Code != http.StatusOK || rec.Body.String() != testIndex {
		t.Errorf("no admin, /_/?installer: %d %q, want 200 with the index", rec.Code, rec.Body.String())
	}
	if rec := get(e, "/_/assets/x.js"); rec.Code != http.StatusOK {
		t.Errorf("no admin, an asset: %d, want 200 (assets are never redirected)", rec.Code)
	}

	createAdmin(t, app)

	// an admin exists: the installer flag is dropped
	for _, target := range []string{"/_/?installer", "/_/index.html?installer"} {
		rec := get(e, target)
		if rec.Code != http.StatusTemporaryRedirect || rec.Header().Get("Location") != "?" {
			t.Errorf("with an admin, %s: %d to %q, want 307 to ?", target, rec.Code, rec.Header().Get("Location"))
		}
		checkSecurityHeaders(t, target, rec)
	}
	rec = get(e, "/_/")
	if rec.Code != http.StatusOK || rec.Body.String() != testIndex {
		t.Errorf("with an admin, /_/: %d %q, want 200 with the index", rec.Code, rec.Body.String())
	}
}

func TestCacheControl(t *testing.T) {
	app := newApp(t)
	createAdmin(t, app)
	e := newRouter(t, app, os.DirFS(dashboardDir(t)))
	cases := map[string]string{
		"/_/":            "no-store",
		"/_/index.html":  "no-store",
		"/_/robots.txt":  "no-cache",
		"/_/assets/x.js": "public, max-age=31536000, immutable",
	}
	for target, want := range cases {
		rec := get(e, target)
		if got := rec.Header().Get("Cache-Control"); got != want {
			t.Errorf("%s: Cache-Control = %q, want %q", target, got, want)
		}
	}

	// a missing asset (e.g. asked for before an upgrade finished copying it) must not stick for a year
	rec := get(e, "/_/assets/missing.js")
	if rec.Code != http.StatusNotFound || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("missing asset: %d, Cache-Control %q, want 404 with no-cache", rec.Code, rec.Header().Get("Cache-Control"))
	}
}

func TestGzip(t *testing.T) {
	app := newApp(t)
	createAdmin(t, app)
	e := newRouter(t, app, os.DirFS(dashboardDir(t)))
	wantAsset := strings.Repeat(testAsset, 20)

	for target, want := range map[string]string{"/_/": testIndex, "/_/assets/x.js": wantAsset} {
		rec := get(e, target, "Accept-Encoding", "gzip")
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("%s with Accept-Encoding gzip: %d, Content-Encoding %q", target, rec.Code, rec.Header().Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatalf("%s: body is not gzip: %v", target, err)
		}
		body, err := io.ReadAll(zr)
		if err != nil || string(body) != want {
			t.Errorf("%s: gunzipped body %q (%v), want %q", target, body, err, want)
		}
		checkSecurityHeaders(t, target+" (gzip)", rec)

		plain := get(e, target)
		if plain.Header().Get("Content-Encoding") != "" || plain.Body.String() != want {
			t.Errorf("%s without Accept-Encoding: Content-Encoding %q, body %q", target, plain.Header().Get("Content-Encoding"), plain.Body.String())
		}
	}
}

func TestDashboardDirEnvServesThatFolder(t *testing.T) {
	app := newApp(t)
	createAdmin(t, app)
	dir := dashboardDir(t)
	t.Setenv(dashboardDirEnv, dir)
	files, err := dashboardFiles()
	if err != nil {
		t.Fatalf("dashboardFiles with %s=%s: %v", dashboardDirEnv, dir, err)
	}
	e := newRouter(t, app, files)

	rec := get(e, "/_/")
	if rec.Code != http.StatusOK || rec.Body.String() != testIndex {
		t.Fatalf("/_/: %d %q, want the folder's index.html", rec.Code, rec.Body.String())
	}
	checkSecurityHeaders(t, "/_/", rec)

	// files replaced on disk (an upgrade while a tab is open) are served as they are now
	writeFile(t, filepath.Join(dir, "assets", "new.js"), "export const upgraded = true;\n")
	writeFile(t, filepath.Join(dir, "index.html"), "<!doctype html><title>upgraded</title>")
	if rec := get(e, "/_/assets/new.js"); rec.Code != http.StatusOK || rec.Body.String() != "export const upgraded = true;\n" {
		t.Errorf("new asset: %d %q", rec.Code, rec.Body.String())
	}
	if rec := get(e, "/_/"); rec.Body.String() != "<!doctype html><title>upgraded</title>" {
		t.Errorf("replaced index: %q", rec.Body.String())
	}
	if rec := get(e, "/_/?installer"); rec.Code != http.StatusTemporaryRedirect || rec.Header().Get("Location") != "?" {
		t.Errorf("installer redirect from the folder: %d to %q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestDashboardDirEnvRefusesBadFolders(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "file")
	writeFile(t, notDir, "x")
	for name, dir := range map[string]string{
		"missing":  filepath.Join(t.TempDir(), "nope"),
		"a file":   notDir,
		"no index": t.TempDir(),
	} {
		t.Setenv(dashboardDirEnv, dir)
		if _, err := dashboardFiles(); err == nil || !strings.Contains(err.Error(), dashboardDirEnv) {
			t.Errorf("%s folder: error %v, want one naming %s", name, err, dashboardDirEnv)
		}
	}

	t.Setenv(dashboardDirEnv, "")
	files, err := dashboardFiles()
	if err != nil {
		t.Fatalf("embedded build: %v", err)
	}
	if _, err := fs.Stat(files, ".gitkeep"); err != nil {
		t.Errorf("without %s the embedded dist should be served: %v", dashboardDirEnv, err)
	}
}

// On the real PocketBase router (stock admin UI route, global middlewares), our dashboard replaces the
// stock one with its headers.
func TestBindDashboardOnStockRouter(t *testing.T) {
	app := newApp(t)
	files := os.DirFS(dashboardDir(t))
	app.OnBeforeServe().Add(func(e *core.ServeEvent) error {
		return bindDashboard(app, e.Router, files)
	})
	e, err := apis.InitApi(app)
	if err != nil {
		t.Fatalf("InitApi: %v", err)
	}
	rec := get(e, "/_/?installer")
	if rec.Code != http.StatusOK || rec.Body.String() != testIndex {
		t.Fatalf("/_/?installer: %d %q, want our index", rec.Code, rec.Body.String())
	}
	checkSecurityHeaders(t, "/_/?installer", rec)
	if rec := get(e, "/_/"); rec.Code != http.StatusTemporaryRedirect || rec.Header().Get("Location") != "?installer#" {
		t.Errorf("/_/: %d to %q, want 307 to ?installer#", rec.Code, rec.Header().Get("Location"))
	}
}
