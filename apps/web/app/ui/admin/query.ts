import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ContractSchema } from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';

/**
 * back-office.md §8: a failed call shows the server's message when it sent one, otherwise the
 * screen's fallback ("Failed to update FAQ order"), never a generic transport text.
 */
export const adminErrorMessage = (error: unknown, fallback: string) => errorMessage(error, fallback, { offline: 'fallback' });

/** A list read whose envelope `data` is the list. */
export function useContentList<T>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: async () => (await api.get<{ success: true; data: T[] }>(path)).data ?? [],
  });
}

export function useInvalidate() {
  const queryClient = useQueryClient();
  return (queryKey: QueryKey) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
}

/**
 * A staff write that answers with the record it changed: its message is toasted, the record's read
 * (`recordKey`) takes the answer at once, and the reads in `stale` that show it read again.
 */
export function useRecordWrite<V, R>(recordKey: QueryKey, send: (value: V) => Promise<{ data: R; message: string }>, stale: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      toast.success(body.message);
      queryClient.setQueryData(recordKey, body.data);
      for (const queryKey of stale) queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * Shows a failed save: field errors from the server go beside their fields with the toast
 * "Please correct the errors in the form"; anything else shows the server message or `fallback`.
 */
export function showSaveError<T extends FieldValues>(error: unknown, fallback: string, setError?: UseFormSetError<T>) {
  if (error instanceof ApiError && error.errors && setError && Object.keys(error.errors).length) {
    for (const [field, message] of Object.entries(error.errors)) setError(field as Path<T>, { type: 'server', message });
    toast.error('Please correct the errors in the form');
    return;
  }
  toast.error(adminErrorMessage(error, fallback));
}

/**
 * A write that toasts `success`, refreshes `queryKey`, and toasts the server message or `failure`.
 * `offline: 'say so'` keeps a network failure's own text, as the careers screens have always shown it.
 */
export function useContentMutation<V, R = unknown>({
  queryKey,
  mutationFn,
  success,
  failure,
  offline = 'fallback',
}: {
  queryKey: QueryKey;
  mutationFn: (variables: V) => Promise<R>;
  success: string | ((result: R, variables: V) => string);
  failure: string;
  offline?: 'say so' | 'fallback';
}) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      toast.success(typeof success === 'function' ? success(result, variables) : success);
      return invalidate(queryKey);
    },
    onError: (error) => toast.error(errorMessage(error, failure, { offline })),
  });
}

type Ordered = { _id: string; order: number };

/**
 * Optimistic reorder: the list shows the new order at once, PUT `path` with {[bodyKey]: [{_id, order}]}
 * (positions 1..n), and rolls back with `failure` when the server refuses.
 */
export function useReorder<T extends Ordered>({
  queryKey,
  path,
  bodyKey,
  success,
  failure,
}: {
  queryKey: QueryKey;
  path: string;
  bodyKey: string;
  success: string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (items: T[]) => api.put(path, { [bodyKey]: items.map((item, index) => ({ _id: item._id, order: index + 1 })) }),
    onMutate: async (items: T[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(
        queryKey,
        items.map((item, index) => ({ ...item, order: index + 1 })),
      );
      return { previous };
    },
    onError: (error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(adminErrorMessage(error, failure));
    },
    onSuccess: () => toast.success(success),
    onSettled: () => invalidate(queryKey),
  });
}

/** Builds a multipart body: text fields as strings, the file only when it is a real file. */
export function toFormData(fields: Record<string, unknown>, file?: { name: string; value: File | null | undefined }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  if (file?.value instanceof File && file.value.size > 0) form.append(file.name, file.value);
  return form;
}

/** "Updates in general: text fields are sent only when non-empty." */
export function nonEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, unknown][]) {
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value as T[keyof T];
  }
  return out;
}

/**
 * react-hook-form resolver over a contract schema: the form holds the schema's input, submit receives
 * its output. A form may hold a narrower shape (`Form`, e.g. list fields always arrays): every value
 * it can hold is an input the schema accepts, so the schema's resolver checks it as it is.
 */
export const contractResolver = <Input extends FieldValues, Output, Form extends Input = Input>(
  schema: ContractSchema<Output, Input>,
): Resolver<Form, unknown, Output> => zodResolver(schema) as Resolver<FieldValues, unknown, Output> as Resolver<Form, unknown, Output>;
