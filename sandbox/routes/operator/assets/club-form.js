// The club form's two enhancements, served from the API's own origin (the page's CSP allows scripts
// only from 'self', and no inline handler). Without this script the form still works: the logo field
// shows the browser's own control (a <noscript> stylesheet) and "Preview colours" redraws the
// preview on the server.
//  1. The logo picker: the file input sits, transparent, over a translated button; this writes the
//     chosen file's name beside it (the name is also the input's description for screen readers).
//  2. The live theme preview: as a colour is typed, the header, button, link, box and swatches are
//     redrawn and the WCAG AA contrast lines recomputed, with colord's formula (contrast.ts), so
//     what the page says here is what the server will decide on saving. Styles are set through the
//     CSSOM (element.style), which the CSP's style hashes do not restrict.
(function () {
  'use strict';

  document.querySelectorAll('[data-file-pick]').forEach(function (pick) {
    var input = pick.querySelector('input[type="file"]');
    var name = pick.querySelector('[data-file-name]');
    if (!input || !name) return;
    function show() {
      var file = input.files && input.files[0];
      name.textContent = file ? file.name : name.getAttribute('data-none');
    }
    input.addEventListener('change', show);
    // A page restored from the back/forward cache keeps its chosen file.
    window.addEventListener('pageshow', show);
    show();
  });

  var preview = document.querySelector('[data-theme-preview]');
  var form = preview && preview.closest('form');
  if (!form) return;

  var WHITE = '#ffffff';
  var DARK_TEXT = '#111111';
  var BODY_TEXT = '#212529';
  var MIN_CONTRAST = 4.5;

  /** '#abc', 'abc', '#aabbcc' → '#aabbcc'; anything else → null (as club-model.ts colourOf). */
  function colourOf(value) {
    var hex = String(value || '')
      .trim()
      .toLowerCase();
    if (hex.charAt(0) !== '#') hex = '#' + hex;
    if (/^#[0-9a-f]{3}$/.test(hex)) {
      hex =
        '#' +
        hex
          .slice(1)
          .split('')
          .map(function (c) {
            return c + c;
          })
          .join('');
    }
    return /^#[0-9a-f]{6}$/.test(hex) ? hex : null;
  }

  function channel(value) {
    var c = value / 255;
    return c < 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  function luminance(hex) {
    var n = parseInt(hex.slice(1), 16);
    return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  }

  /** colord's a11y contrast: floored to two decimals, never flattering. */
  function contrast(a, b) {
    var la = luminance(a);
    var lb = luminance(b);
    var ratio = la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
    return Math.floor(ratio * 100) / 100;
  }

  function textOn(background) {
    return contrast(background, WHITE) >= contrast(background, DARK_TEXT) ? WHITE : DARK_TEXT;
  }

  var saved = {};
  try {
    saved = JSON.parse(preview.getAttribute('data-fallback') || '{}');
  } catch {
    // A page without the saved colours: only typed colours are drawn.
    saved = {};
  }

  /** The typed colour of a field, or the saved one while the typed text is not a colour. */
  function colour(field) {
    var input = form.querySelector('[name="' + field + '"]');
    return (input && colourOf(input.value)) || saved[field];
  }

  function paint(selector, property, value) {
    preview.querySelectorAll(selector).forEach(function (element) {
      element.style[property] = value;
    });
  }

  var contrastList = form.querySelector('[data-contrast]');
  var status = form.querySelector('[data-contrast-status]');

  function redraw() {
    var primary = colour('primary_100');
    var secondary = colour('secondary_100');
    var box = colour('primary_box');
    if (!primary || !secondary || !box) return null;
    paint('.preview-header', 'backgroundColor', primary);
    paint('.preview-header', 'color', textOn(primary));
    paint('.preview-link', 'color', primary);
    paint('.preview-button', 'backgroundColor', secondary);
    paint('.preview-button', 'color', textOn(secondary));
    paint('.preview-box', 'backgroundColor', box);
    preview.querySelectorAll('[data-swatch]').forEach(function (swatch) {
      var value = colour(swatch.getAttribute('data-swatch'));
      if (value) swatch.style.backgroundColor = value;
    });
    if (!contrastList) return null;
    var pairs = {
      links: [primary, WHITE],
      header: [textOn(primary), primary],
      buttons: [textOn(secondary), secondary],
      box: [BODY_TEXT, box],
    };
    var lines = [];
    contrastList.querySelectorAll('[data-check]').forEach(function (line) {
      var pair = pairs[line.getAttribute('data-check')];
      if (!pair) return;
      var ratio = contrast(pair[0], pair[1]);
      var template = line.getAttribute(ratio >= MIN_CONTRAST ? 'data-ok' : 'data-low') || '';
      var text = template.replace('{ratio}', ratio.toFixed(2));
      line.toggleAttribute('data-low-contrast', ratio < MIN_CONTRAST);
      lines.push(text);
      if (line.textContent !== text) line.textContent = text;
    });
    return lines;
  }

  form.addEventListener('input', function (event) {
    var name = event.target && event.target.getAttribute && event.target.getAttribute('name');
    if (name && /^(primary|secondary)_/.test(name)) redraw();
  });
  // A screen reader hears the contrast check once a colour is settled (on change), not per keystroke.
  form.addEventListener('change', function (event) {
    var name = event.target && event.target.getAttribute && event.target.getAttribute('name');
    if (!name || !/^(primary|secondary)_/.test(name)) return;
    var lines = redraw();
    if (status && lines) status.textContent = lines.join('. ');
  });
  redraw();
})();
