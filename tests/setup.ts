import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import axios from 'axios';
import { afterEach } from 'vitest';
import { forgetTabApp } from '@/store/tabApp';

const networkAdapter = axios.defaults.adapter;

afterEach(() => {
  cleanup();
  forgetTabApp();
  axios.defaults.adapter = networkAdapter;
});
