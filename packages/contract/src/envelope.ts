/** The response envelope of every /api/v1 call: { success, data, message } plus per-endpoint extras. */
export type ApiSuccess<T = unknown, Extra extends object = object> = {
  success: true;
  data?: T;
  message?: string;
} & Extra;

export type FieldErrors = Record<string, string>;

export type ApiFailure = {
  success: false;
  message: string;
  /** Field errors keyed by field name, present on validation failures (400). */
  errors?: FieldErrors;
};

export type ApiEnvelope<T = unknown, Extra extends object = object> = ApiSuccess<T, Extra> | ApiFailure;

export type Pagination = { page: number; pages: number; total: number; limit?: number };
