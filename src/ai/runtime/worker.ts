/** The Web Worker: only an adapter from messages to handleRequest, with the browser's fetch and clock. */
import { handleRequest } from './worker-core';
import type { AiResponse } from './protocol';
import type { ReadBytes } from '../policy/policies';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(msg: AiResponse): void;
};

/**
 * The move-prediction networks' binary files (src/ai/policy/networks/, named in policies.ts), at the
 * addresses the build gives them: the build emits each as a file of its own, fetched only when a
 * level needs it. Only this module names them, so only the worker's build emits them.
 */
const NETWORK_FILES: Readonly<Record<string, URL>> = {
  'brandubh.bin': new URL('../policy/networks/brandubh.bin', import.meta.url),
  'copenhagen.bin': new URL('../policy/networks/copenhagen.bin', import.meta.url),
};

/** A network's binary file, from the site (or, offline, from the service worker's cache). */
const fetchBytes: ReadBytes = async (file) => {
  const url = NETWORK_FILES[file];
  if (!url) throw new Error(`the site has no file ${file}`);
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    // Offline before the file was saved, or the site out of reach: the browser says only "Failed to fetch".
    throw new Error('no connection');
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
};

scope.onmessage = (e: MessageEvent) =>
  handleRequest(e.data, (r) => scope.postMessage(r), { read: fetchBytes, now: () => performance.now() });
