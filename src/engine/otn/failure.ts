/**
 * Internal failure plumbing for the OTN readers: deep inside a parse, `fail` throws an OtnFailure;
 * `guarded` turns it back into a Result at the public function, so nothing escapes as an exception.
 */
import { ok, type EngineError, type ErrorCode, type Result } from '../types';

export class OtnFailure {
  constructor(readonly error: EngineError) {}
}
export function fail(code: ErrorCode, message: string): never {
  throw new OtnFailure({ code, message });
}
export function guarded<T>(f: () => T): Result<T> {
  try {
    return ok(f());
  } catch (e) {
    if (e instanceof OtnFailure) return { ok: false, error: e.error };
    throw e;
  }
}
export const unwrap = <T>(r: Result<T>): T => (r.ok ? r.value : fail(r.error.code, r.error.message));
