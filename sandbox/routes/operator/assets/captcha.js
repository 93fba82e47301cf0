// The console's sign-in captcha (ALTCHA, the site's own proof of work): finds the number whose
// SHA-256 with the challenge's salt is the challenge, and puts the signed answer into the form.
// Served from the API's own origin, so the page's CSP (script-src 'self') allows it.
(function () {
  'use strict';
  var form = document.querySelector('form[data-altcha]');
  if (!form || !window.crypto || !window.crypto.subtle) return;
  var challenge = JSON.parse(form.getAttribute('data-altcha'));
  var field = form.querySelector('input[name="altcha"]');
  var status = form.querySelector('[data-altcha-status]');
  var encoder = new TextEncoder();
  function hex(buffer) {
    return Array.prototype.map
      .call(new Uint8Array(buffer), function (byte) {
        return byte.toString(16).padStart(2, '0');
      })
      .join('');
  }
  async function solve() {
    for (var number = 0; number <= challenge.maxnumber; number += 1) {
      var digest = await window.crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + number));
      if (hex(digest) === challenge.challenge) return number;
    }
    return null;
  }
  solve().then(function (number) {
    if (number === null) return;
    field.value = btoa(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    );
    if (status) status.textContent = status.getAttribute('data-done');
  });
})();
