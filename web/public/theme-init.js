(function (r, t) {
  try {
    t = localStorage.getItem('larder_theme');
  } catch {
    // storage disabled: the system's theme
  }
  if (t !== 'light' && t !== 'dark')
    t = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  r.dataset.theme = t;
  r.style.colorScheme = t;
})(document.documentElement);
