// Command larder is PocketBase v0.15.3 with the Larder dashboard served at /_/ in place of the
// stock admin UI. Everything else (commands, flags, API, data dir) is stock PocketBase.
package main

import (
	"log"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

func main() {
	app := pocketbase.New()

	app.OnBeforeServe().Add(func(e *core.ServeEvent) error {
		return bindDashboard(app, e.Router)
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
