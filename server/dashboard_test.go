package main

import "testing"

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
