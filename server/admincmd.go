package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/forms"
	"github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/migrations/logs"
	"github.com/pocketbase/pocketbase/models"
	"github.com/pocketbase/pocketbase/tools/migrate"
	"github.com/spf13/cobra"
)

// newAdminCommand is `admin create EMAIL PASSWORD`: creates an admin without the installer, e.g. the
// first admin of a headless server. It brings the data dir's database up to date first, as `serve`
// does, so it also works on a fresh data dir.
func newAdminCommand(app core.App) *cobra.Command {
	command := &cobra.Command{
		Use:   "admin",
		Short: "Manages admin accounts",
	}
	command.AddCommand(&cobra.Command{
		Use:     "create EMAIL PASSWORD",
		Example: "admin create admin@example.com 1234567890",
		Short:   "Creates a new admin account",
		Run: func(cmd *cobra.Command, args []string) {
			email, err := createAdminFromArgs(app, args)
			if err != nil {
				// a script creating its first admin must see the failure in the exit status
				fmt.Fprintln(cmd.ErrOrStderr(), "Error:", err)
				os.Exit(1)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Successfully created admin %s.\n", email)
		},
	})
	return command
}

func createAdminFromArgs(app core.App, args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("missing email and password arguments (admin create EMAIL PASSWORD)")
	}
	if err := runMigrations(app); err != nil {
		return "", fmt.Errorf("failed to prepare the database: %w", err)
	}
	admin := &models.Admin{}
	form := forms.NewAdminUpsert(app, admin)
	form.Email = args[0]
	form.Password = args[1]
	form.PasswordConfirm = args[1]
	if err := form.Submit(); err != nil {
		return "", fmt.Errorf("failed to create the admin: %w", err)
	}
	return admin.Email, nil
}

// runMigrations applies the app and logs migrations that are not applied yet (the system ones and
// the user's JavaScript ones), as `serve` does before it starts.
func runMigrations(app core.App) error {
	for _, c := range []struct {
		db   *dbx.DB
		list migrate.MigrationsList
	}{
		{app.DB(), migrations.AppMigrations},
		{app.LogsDB(), logs.LogsMigrations},
	} {
		runner, err := migrate.NewRunner(c.db, c.list)
		if err != nil {
			return err
		}
		if _, err := runner.Up(); err != nil {
			return err
		}
	}
	return app.RefreshSettings()
}
