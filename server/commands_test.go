package main

// The commands and flags of the built binary, run as an admin would run them: each test builds
// nothing itself (TestMain builds bin once), starts the binary on a free loopback port with data dirs
// of its own and stops it by PID.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/pocketbase/dbx"
	_ "modernc.org/sqlite"
)

var larderBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "larder-commands-")
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	larderBin = filepath.Join(dir, "larder")
	build := exec.Command("go", "build", "-o", larderBin, ".")
	build.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Printf("building the launcher: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// larder runs the binary with args in root (its working dir) and returns stdout, stderr and the exit
// code. TMPDIR points into root so the binary never takes itself for a `go run` build (which would
// change the defaults of --debug and --publicDir).
func larder(t *testing.T, root string, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(larderBin, args...)
	cmd.Dir = root
	cmd.Env = commandEnv(root)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("running larder %v: %v", args, err)
	}
	return stdout.String(), stderr.String(), code
}

func commandEnv(root string, extra ...string) []string {
	tmp := filepath.Join(root, "tmp")
	_ = os.MkdirAll(tmp, 0o755)
	return append(append(os.Environ(), "TMPDIR="+tmp), extra...)
}

// larderTTY runs an interactive command in a pseudo-terminal and answers its yes/no question with
// yes, as an admin at a terminal would. The prompt first asks the terminal where its cursor is
// (ESC[6n, answered here), then switches the terminal to raw mode, discarding what was typed before:
// "y" is typed again every 100 ms until the prompt echoes it, then Enter.
func larderTTY(t *testing.T, root string, args ...string) string {
	t.Helper()
	cmd := exec.Command(larderBin, args...)
	cmd.Dir = root
	cmd.Env = commandEnv(root)
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	chunks := make(chan []byte)
	go func() {
		defer close(chunks)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			if n > 0 {
				chunks <- append([]byte(nil), buf[:n]...)
			}
			if err != nil {
				return // EIO once the command has ended
			}
		}
	}()
	const cursorQuery, prompt = "\x1b[6n", "(y/N)"
	var out strings.Builder
	// confirmedAt: the number of prompts shown when Enter was sent (a reply the prompt refused, e.g.
	// "yy", makes it ask again)
	answered, confirmedAt := 0, 0
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(20 * time.Second)
	write := func(s string) {
		if _, err := tty.Write([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
loop:
	for {
		select {
		case chunk, ok := <-chunks:
			if !ok {
				break loop
			}
			out.Write(chunk)
			for ; answered < strings.Count(out.String(), cursorQuery); answered++ {
				write("\x1b[1;1R")
			}
			text := out.String()
			if prompts := strings.Count(text, prompt); prompts > confirmedAt && strings.HasSuffix(text, "y") {
				confirmedAt = prompts
				write("\r")
			}
		case <-tick.C:
			if strings.Count(out.String(), prompt) > confirmedAt && answered >= 2 {
				write("y")
			}
		case <-deadline:
			_ = cmd.Process.Kill()
			t.Fatalf("larder %v did not finish:\n%s", args, out.String())
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("larder %v: %v\n%s", args, err, out.String())
	}
	if !strings.Contains(out.String(), "Yes") {
		t.Fatalf("larder %v was not confirmed:\n%s", args, out.String())
	}
	return out.String()
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// serve starts `larder serve` on a free loopback port with the given extra args and returns its URL;
// the server is stopped (SIGTERM to its PID) when the test ends.
func serve(t *testing.T, root string, args ...string) string {
	t.Helper()
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	cmd := exec.Command(larderBin, append([]string{"serve", "--http", addr}, args...)...)
	cmd.Dir = root
	cmd.Env = commandEnv(root)
	var output bytes.Buffer
	cmd.Stdout = &output
	cmd.Stderr = &output
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}
	t.Cleanup(stop)
	url := "http://" + addr
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(url + "/api/health"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return url
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	stop()
	t.Fatalf("the server did not answer:\n%s", output.String())
	return ""
}

func call(t *testing.T, method, url, token string, body any) (int, map[string]any) {
	t.Helper()
	var reader io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		reader = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, url, reader)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]any{}
	data, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(data, &out)
	return res.StatusCode, out
}

func signInAdmin(t *testing.T, url, email, password string) string {
	t.Helper()
	status, body := call(t, "POST", url+"/api/admins/auth-with-password", "", map[string]string{
		"identity": email, "password": password,
	})
	if status != 200 {
		t.Fatalf("admin sign-in: %d %v", status, body)
	}
	return body["token"].(string)
}

const (
	testEmail    = "admin@example.com"
	testPassword = "correct-horse-42"
)

// newRoot is a folder laid out as the stock binary expects: pb_data (and pb_migrations, pb_public
// beside it, created by the commands themselves).
func newRoot(t *testing.T) (root, dataDir string) {
	root = t.TempDir()
	return root, filepath.Join(root, "pb_data")
}

func TestAdminCreate(t *testing.T) {
	root, dataDir := newRoot(t)

	out, errOut, code := larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", dataDir)
	if code != 0 || !strings.Contains(out, "Successfully created admin "+testEmail+".") {
		t.Fatalf("admin create on a fresh data dir: exit %d, %q %q", code, out, errOut)
	}
	_, errOut, code = larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", dataDir)
	if code != 1 || !strings.Contains(errOut, "email") {
		t.Fatalf("a second admin with the same email: exit %d, %q", code, errOut)
	}
	_, errOut, code = larder(t, root, "", "admin", "create", "other@example.com", "short", "--dir", dataDir)
	if code != 1 || !strings.Contains(errOut, "password") {
		t.Fatalf("a short password: exit %d, %q", code, errOut)
	}
	_, errOut, code = larder(t, root, "", "admin", "create", "only-email@example.com", "--dir", dataDir)
	if code != 1 || !strings.Contains(errOut, "admin create EMAIL PASSWORD") {
		t.Fatalf("a missing password: exit %d, %q", code, errOut)
	}

	// the admin signs in on the served API, and the installer is not offered any more
	url := serve(t, root, "--dir", dataDir)
	signInAdmin(t, url, testEmail, testPassword)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(url + "/_/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("GET /_/ with an admin: %d, want 200 (no installer redirect)", res.StatusCode)
	}
}

func createCollection(t *testing.T, url, token, name string) {
	t.Helper()
	status, body := call(t, "POST", url+"/api/collections", token, map[string]any{
		"name":   name,
		"type":   "base",
		"schema": []map[string]any{{"name": "title", "type": "text"}},
	})
	if status != 200 {
		t.Fatalf("creating %s: %d %v", name, status, body)
	}
}

func migrationFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestAutomigrateWritesAMigrationThatMigrateUpApplies(t *testing.T) {
	root, dataDir := newRoot(t)
	migrationsDir := filepath.Join(root, "pb_migrations")
	larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", dataDir)

	// a collection change through the API (as the dashboard makes it) writes a JS migration
	url := serve(t, root, "--dir", dataDir)
	createCollection(t, url, signInAdmin(t, url, testEmail, testPassword), "pantry_items")
	files := migrationFiles(t, migrationsDir)
	if len(files) != 1 || !strings.HasSuffix(files[0], "_created_pantry_items.js") {
		t.Fatalf("automigrate wrote %v into %s", files, migrationsDir)
	}
	text, _ := os.ReadFile(filepath.Join(migrationsDir, files[0]))
	if !strings.Contains(string(text), "migrate((db) =>") || !strings.Contains(string(text), `"pantry_items"`) {
		t.Fatalf("the migration is not a JS migration of pantry_items:\n%s", text)
	}

	// a fresh data dir gets the collection from that migration with `migrate up`
	fresh := filepath.Join(t.TempDir(), "pb_data")
	out, errOut, code := larder(t, root, "", "migrate", "up", "--dir", fresh, "--migrationsDir", migrationsDir)
	if code != 0 || !strings.Contains(out+errOut, files[0]) {
		t.Fatalf("migrate up: exit %d, %q %q", code, out, errOut)
	}
	larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", fresh)
	url2 := serve(t, root, "--dir", fresh, "--migrationsDir", migrationsDir)
	status, body := call(t, "GET", url2+"/api/collections/pantry_items", signInAdmin(t, url2, testEmail, testPassword), nil)
	if status != 200 || body["name"] != "pantry_items" {
		t.Fatalf("pantry_items after migrate up: %d %v", status, body)
	}

	// migrate down 1 reverts it
	out = larderTTY(t, root, "migrate", "down", "1", "--dir", fresh, "--migrationsDir", migrationsDir)
	if !strings.Contains(out, "Reverted") {
		t.Fatalf("migrate down 1: %q", out)
	}
	db, err := dbx.Open("sqlite", filepath.Join(fresh, "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var count int
	if err := db.NewQuery("SELECT count(*) FROM _collections WHERE name = 'pantry_items'").Row(&count); err != nil {
		t.Fatal(err)
	}
	if count != 0 {
		t.Fatal("migrate down 1 left pantry_items in place")
	}
}

func TestAutomigrateOff(t *testing.T) {
	root, dataDir := newRoot(t)
	larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", dataDir)
	url := serve(t, root, "--dir", dataDir, "--automigrate=false")
	createCollection(t, url, signInAdmin(t, url, testEmail, testPassword), "no_migration")
	if files := migrationFiles(t, filepath.Join(root, "pb_migrations")); len(files) != 0 {
		t.Fatalf("--automigrate=false still wrote %v", files)
	}
}

func TestMigrateCreateAndCollections(t *testing.T) {
	root, dataDir := newRoot(t)
	migrationsDir := filepath.Join(root, "custom_migrations")
	larder(t, root, "", "admin", "create", testEmail, testPassword, "--dir", dataDir)

	out := larderTTY(t, root, "migrate", "create", "add_shelves", "--dir", dataDir, "--migrationsDir", migrationsDir)
	files := migrationFiles(t, migrationsDir)
	if len(files) != 1 || !strings.HasSuffix(files[0], "_add_shelves.js") {
		t.Fatalf("migrate create wrote %v (%s)", files, out)
	}

	out = larderTTY(t, root, "migrate", "collections", "--dir", dataDir, "--migrationsDir", migrationsDir)
	files = migrationFiles(t, migrationsDir)
	var snapshot string
	for _, f := range files {
		if strings.HasSuffix(f, "_collections_snapshot.js") {
			snapshot = f
		}
	}
	if snapshot == "" {
		t.Fatalf("migrate collections wrote %v (%s)", files, out)
	}
	text, _ := os.ReadFile(filepath.Join(migrationsDir, snapshot))
	if !strings.Contains(string(text), `"users"`) {
		t.Fatalf("the snapshot does not hold the users collection:\n%s", text)
	}
}

func TestPublicDirAndIndexFallback(t *testing.T) {
	root, dataDir := newRoot(t)
	public := filepath.Join(root, "site")
	if err := os.MkdirAll(public, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(public, "index.html"), "<p>pantry site</p>")
	writeFile(t, filepath.Join(public, "about.txt"), "about the pantry")

	get := func(url string) (int, string) {
		res, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		data, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(data)
	}

	url := serve(t, root, "--dir", dataDir, "--publicDir", public)
	if status, body := get(url + "/about.txt"); status != 200 || body != "about the pantry" {
		t.Fatalf("--publicDir file: %d %q", status, body)
	}
	if status, body := get(url + "/some/pretty/url"); status != 200 || !strings.Contains(body, "pantry site") {
		t.Fatalf("--indexFallback (default true): %d %q", status, body)
	}
	// the dashboard stays ours at /_/
	if status, body := get(url + "/_/"); status != 200 || strings.Contains(body, "pantry site") {
		t.Fatalf("/_/ with a public dir: %d", status)
	}

	root2, dataDir2 := newRoot(t)
	url2 := serve(t, root2, "--dir", dataDir2, "--publicDir", public, "--indexFallback=false")
	if status, _ := get(url2 + "/some/pretty/url"); status != 404 {
		t.Fatalf("--indexFallback=false: %d, want 404", status)
	}

	// without --publicDir, pb_public next to the binary (absent here) serves nothing at /
	root3, dataDir3 := newRoot(t)
	url3 := serve(t, root3, "--dir", dataDir3)
	if status, _ := get(url3 + "/about.txt"); status != 404 {
		t.Fatalf("default public dir: %d, want 404", status)
	}
}

func TestEncryptionEnvEncryptsTheStoredSettings(t *testing.T) {
	root, dataDir := newRoot(t)
	key := strings.Repeat("k", 32)
	cmd := exec.Command(larderBin, "admin", "create", testEmail, testPassword, "--dir", dataDir)
	cmd.Env = commandEnv(root)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("admin create: %v %s", err, out)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	server := exec.Command(larderBin, "serve", "--http", addr, "--dir", dataDir, "--encryptionEnv", "LARDER_TEST_KEY")
	server.Dir = root
	server.Env = commandEnv(root, "LARDER_TEST_KEY="+key)
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = server.Process.Signal(syscall.SIGTERM)
		_ = server.Wait()
	}()
	url := "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(url + "/api/health"); err == nil {
			res.Body.Close()
			break
		}
	}
	token := signInAdmin(t, url, testEmail, testPassword)
	if status, body := call(t, "PATCH", url+"/api/settings", token, map[string]any{
		"meta": map[string]any{"appName": "Encrypted pantry"},
	}); status != 200 {
		t.Fatalf("saving settings: %d %v", status, body)
	}
	db, err := dbx.Open("sqlite", filepath.Join(dataDir, "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var stored string
	if err := db.NewQuery("SELECT value FROM _params WHERE key = 'settings'").Row(&stored); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stored, "Encrypted pantry") {
		t.Fatalf("with --encryptionEnv the settings are stored in clear text: %.80s…", stored)
	}
}

func TestHelpListsEveryCommandAndFlag(t *testing.T) {
	root, _ := newRoot(t)
	out, _, code := larder(t, root, "", "--help")
	if code != 0 {
		t.Fatalf("--help: exit %d", code)
	}
	for _, want := range []string{"admin", "migrate", "serve", "--dir", "--encryptionEnv", "--debug", "--migrationsDir",
		"--automigrate", "--publicDir", "--indexFallback", "--queryTimeout"} {
		if !strings.Contains(out, want) {
			t.Errorf("--help does not list %s:\n%s", want, out)
		}
	}
	// the stock defaults: automigrate on, index fallback on, 30 s queries, debug off for a built binary
	for _, want := range []string{"enable/disable auto migrations (default true)", "(default 30)"} {
		if !strings.Contains(out, want) {
			t.Errorf("--help does not say %q", want)
		}
	}
	if strings.Contains(out, "showing more detailed logs (default true)") {
		t.Error("a built binary runs with --debug on by default")
	}
}
