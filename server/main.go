// Command larder is PocketBase v0.15.3 with the Larder dashboard served at /_/ in place of the
// stock admin UI. Everything else is the stock release binary (PocketBase's examples/base): the
// `serve` and `migrate` commands with JavaScript migrations and automigrate, and the flags
// --migrationsDir, --automigrate, --publicDir, --indexFallback and --queryTimeout, built from
// PocketBase's own plugins. It adds one command, `admin create EMAIL PASSWORD`, for a headless
// first admin.
package main

import (
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	// LARDER_DASHBOARD_DIR, when set, must name a readable folder: fail now rather than serve 404s
	files, err := dashboardFiles()
	if err != nil {
		log.Fatalf("larder: cannot serve the dashboard: %v", err)
	}

	app := pocketbase.New()

	// the stock release binary's optional plugin flags, with its defaults
	var migrationsDir string
	app.RootCmd.PersistentFlags().StringVar(
		&migrationsDir,
		"migrationsDir",
		"",
		"the directory with the user defined migrations",
	)

	var automigrate bool
	app.RootCmd.PersistentFlags().BoolVar(
		&automigrate,
		"automigrate",
		true,
		"enable/disable auto migrations",
	)

	var publicDir string
	app.RootCmd.PersistentFlags().StringVar(
		&publicDir,
		"publicDir",
		defaultPublicDir(),
		"the directory to serve static files",
	)

	var indexFallback bool
	app.RootCmd.PersistentFlags().BoolVar(
		&indexFallback,
		"indexFallback",
		true,
		"fallback the request to index.html on missing static path (eg. when pretty urls are used with SPA)",
	)

	var queryTimeout int
	app.RootCmd.PersistentFlags().IntVar(
		&queryTimeout,
		"queryTimeout",
		30,
		"the default SELECT queries timeout in seconds",
	)

	// --dir and the flags above must be known before the plugins read them
	app.RootCmd.ParseFlags(os.Args[1:])

	// JavaScript migrations (pb_migrations) and the migrate command with JavaScript templates
	jsvm.MustRegisterMigrations(app, &jsvm.MigrationsOptions{
		Dir: migrationsDir,
	})
	migratecmd.MustRegister(app, app.RootCmd, &migratecmd.Options{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	app.RootCmd.AddCommand(newAdminCommand(app))

	app.OnAfterBootstrap().Add(func(e *core.BootstrapEvent) error {
		app.Dao().ModelQueryTimeout = time.Duration(queryTimeout) * time.Second
		return nil
	})

	app.OnBeforeServe().Add(func(e *core.ServeEvent) error {
		if err := bindDashboard(app, e.Router, files); err != nil {
			return err
		}
		// static files from the public dir (if it exists) at /, as the stock binary serves them
		e.Router.GET("/*", apis.StaticDirectoryHandler(os.DirFS(publicDir), indexFallback))
		return nil
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// defaultPublicDir is pb_public next to the executable, as in the stock binary (./pb_public under
// `go run`).
func defaultPublicDir() string {
	if strings.HasPrefix(os.Args[0], os.TempDir()) {
		return "./pb_public"
	}
	return filepath.Join(os.Args[0], "../pb_public")
}
