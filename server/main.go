// Command larder is PocketBase v0.15.3 with the Larder dashboard served at /_/ in place of the
// stock admin UI. Everything else (commands, flags, API, data dir) is stock PocketBase.
package main

import (
	"log"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

func main() {
	// LARDER_DASHBOARD_DIR, when set, must name a readable folder: fail now rather than serve 404s
	files, err := dashboardFiles()
	if err != nil {
		log.Fatalf("larder: cannot serve the dashboard: %v", err)
	}

	app := pocketbase.New()

	app.OnBeforeServe().Add(func(e *core.ServeEvent) error {
		return bindDashboard(app, e.Router, files)
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
