// The club form's four enhancements, served from the API's own origin (the page's CSP allows scripts
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

  /** Writes the chosen file's name beside each picker under `root`. */
  function initFilePicks(root) {
    root.querySelectorAll('[data-file-pick]').forEach(function (pick) {
      var input = pick.querySelector('input[type="file"]');
      var name = pick.querySelector('[data-file-name]');
      if (!input || !name) return;
      function show() {
        var file = input.files && input.files[0];
        name.textContent = file ? file.name : name.getAttribute('data-none');
      }
      input.addEventListener('change', show);
      show();
    });
  }
  initFilePicks(document);
  // A page restored from the back/forward cache keeps its chosen file.
  window.addEventListener('pageshow', function () {
    document.querySelectorAll('[data-file-pick] input[type="file"]').forEach(function (input) {
      input.dispatchEvent(new Event('change'));
    });
  });

  // 4. A new club's Hijri box follows its default language (on for Arabic) until the operator ticks or
  //    clears it, as the server decides without this script (club-model.ts hijriOf): the hidden
  //    showHijriDrawn keeps saying "left as drawn", showHijriChosen says "chosen".
  (function followLanguage() {
    var box = document.querySelector('input[name="showHijri"][data-follows-language]');
    var language = document.querySelector('select[name="defaultLanguage"]');
    var drawn = document.querySelector('input[name="showHijriDrawn"]');
    var chosen = document.querySelector('input[name="showHijriChosen"]');
    if (!box || !language || !drawn || !chosen) return;
    language.addEventListener('change', function () {
      if (chosen.value === '1') return;
      box.checked = language.value === 'ar';
      drawn.value = box.checked ? 'on' : 'off';
    });
    box.addEventListener('change', function () {
      chosen.value = '1';
    });
  })();

  // 3. The side forms (logo, blacklisted airports). Their fields and buttons belong to the settings
  //    form (form="club-form"), each button posting to its own address (formaction), so without this
  //    script a side post carries the typed settings and the server shows them again. With it, only
  //    the section's own fields are sent, in the background, and only that section is redrawn from
  //    the answer, so unsaved typing in the settings form is never lost and a refused logo stays
  //    chosen. The logo's type and size are checked before sending (the server checks again, from
  //    the bytes). Anything unexpected falls back to the browser's ordinary post of that button.
  function logoProblem(limits) {
    var input = limits.querySelector('input[type="file"]');
    var file = input && input.files && input.files[0];
    if (!file || file.size === 0) return limits.getAttribute('data-missing');
    var types = (limits.getAttribute('data-types') || '').split(' ');
    var extensions = (limits.getAttribute('data-extensions') || '').split(' ');
    var name = String(file.name || '').toLowerCase();
    var extension = name.lastIndexOf('.') >= 0 ? name.slice(name.lastIndexOf('.') + 1) : '';
    if (types.indexOf(file.type) < 0 && extensions.indexOf(extension) < 0) {
      return limits.getAttribute('data-bad-type');
    }
    if (file.size > Number(limits.getAttribute('data-max-bytes')))
      return limits.getAttribute('data-too-large');
    return null;
  }

  function showLogoProblem(limits, text) {
    var input = limits.querySelector('input[type="file"]');
    var error = limits.querySelector('#field-logo-error');
    if (!error) {
      error = document.createElement('p');
      error.className = 'field-error';
      error.id = 'field-logo-error';
      error.setAttribute('role', 'alert');
      (limits.querySelector('#field-logo-hint') || input).insertAdjacentElement('afterend', error);
    }
    error.textContent = text;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', 'field-logo-name field-logo-hint field-logo-error');
    input.focus();
  }

  /** The section's own fields, the settings form's CSRF token and the pressed button's name and value. */
  function sectionData(form, section, button) {
    var data = new FormData();
    var csrf = form.querySelector('input[name="csrf"]');
    if (csrf) data.append('csrf', csrf.value);
    section.querySelectorAll('input[name], select[name], textarea[name]').forEach(function (field) {
      if (field.type === 'file') {
        if (field.files && field.files[0]) data.append(field.name, field.files[0]);
      } else if ((field.type !== 'checkbox' && field.type !== 'radio') || field.checked) {
        data.append(field.name, field.value);
      }
    });
    if (button.name) data.append(button.name, button.value);
    return data;
  }

  function encoded(data) {
    var pairs = [];
    data.forEach(function (value, name) {
      pairs.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return pairs.join('&');
  }

  function swap(section, next) {
    var oldInput = section.querySelector('[data-logo-form] input[type="file"]');
    section.replaceWith(next);
    var newInput = next.querySelector('[data-logo-form] input[type="file"]');
    // Refused: the operator's chosen file stays chosen (no page may fill a file input itself).
    if (oldInput && newInput && newInput.getAttribute('aria-invalid') === 'true') {
      ['aria-invalid', 'aria-describedby'].forEach(function (attribute) {
        oldInput.setAttribute(attribute, newInput.getAttribute(attribute));
      });
      newInput.replaceWith(oldInput);
    }
    initFilePicks(next);
    var notice = next.querySelector('.notice');
    if (notice) notice.setAttribute('tabindex', '-1');
    var target = next.querySelector('[aria-invalid="true"]') || notice || next.querySelector('h2');
    if (target) target.focus();
  }

  function send(form, section, button) {
    if (section.getAttribute('aria-busy') === 'true') return;
    section.setAttribute('aria-busy', 'true');
    var data = sectionData(form, section, button);
    var multipart = (button.getAttribute('formenctype') || '').toLowerCase() === 'multipart/form-data';
    var init = multipart
      ? { method: 'POST', body: data, credentials: 'same-origin' }
      : {
          method: 'POST',
          body: encoded(data),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          credentials: 'same-origin',
        };
    return window
      .fetch(button.getAttribute('formaction'), init)
      .then(function (response) {
        return response.text();
      })
      .then(function (text) {
        var next = new DOMParser().parseFromString(text, 'text/html').getElementById(section.id);
        if (!next) throw new Error('The answer has no ' + section.id + ' section');
        swap(section, next);
      })
      .catch(function () {
        // Signed out, a network error, another page: let the browser post (the whole form, as
        // without script) and show the answer.
        section.removeAttribute('aria-busy');
        form.setAttribute('data-native-post', '');
        button.click();
      });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    var button = event.submitter;
    if (!form || !button || !button.hasAttribute || !button.hasAttribute('data-side-submit')) return;
    if (form.hasAttribute('data-native-post')) {
      form.removeAttribute('data-native-post');
      return;
    }
    var section = button.closest('[data-side-section]');
    if (!section || !section.id || typeof window.fetch !== 'function') return;
    event.preventDefault();
    var limits = section.querySelector('[data-logo-form]');
    if (limits && limits.contains(button)) {
      var problem = logoProblem(limits);
      if (problem) {
        showLogoProblem(limits, problem);
        return;
      }
    }
    send(form, section, button);
  });

  // Enter in a side field presses that section's own button, not the settings form's first one.
  document.addEventListener('keydown', function (event) {
    var field = event.target;
    if (event.key !== 'Enter' || event.isComposing || !field || !field.closest) return;
    if (field.tagName !== 'INPUT' || /^(file|checkbox|radio|submit|button)$/.test(field.type)) return;
    var section = field.closest('[data-side-section]');
    var button = section && section.querySelector('[data-side-default]');
    if (!button) return;
    event.preventDefault();
    button.click();
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
