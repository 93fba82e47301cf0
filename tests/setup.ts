import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import axios from 'axios';
import { afterEach } from 'vitest';
import { forgetTabApp } from '@/store/tabApp';
// The app's providers load persistence after the first paint, by a dynamic import. Loaded here
// once, it is already in the module cache when a test ends before that import would finish, so it
// is never loaded after the test's environment is torn down.
import '@/store/persist';

const networkAdapter = axios.defaults.adapter;

afterEach(() => {
  cleanup();
  forgetTabApp();
  axios.defaults.adapter = networkAdapter;
});
