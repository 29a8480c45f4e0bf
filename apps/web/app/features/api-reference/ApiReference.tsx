import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { API_PREFIX } from '@app/contract';
import { api } from '../../lib/api';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { TableHead } from '../../ui/TableHead';

/**
 * /admin/api: the API reference for staff and the app developers, read from the server's own
 * OpenAPI document (GET /api/v1/openapi.json), so it lists exactly the routes that exist.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  maxLength?: number;
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema?: JsonSchema; description?: string };
type Operation = {
  tags: string[];
  summary?: string;
  description: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema & { description?: string } }> };
  responses: Record<string, { description: string }>;
  'x-roles'?: string[];
};
type OpenApiDocument = { info: { title: string; version: string; description: string }; paths: Record<string, Record<string, Operation>> };
type Entry = { method: string; path: string; operation: Operation };

const METHOD_TONES: Record<string, BadgeTone> = { get: 'blue', post: 'green', put: 'orange', patch: 'orange', delete: 'red' };

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function Fields({ caption, rows }: { caption: string; rows: { name: string; type: string; required: boolean; where?: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="mt-3 w-full text-left text-xs">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <TableHead
        rowClassName="border-b border-stone-200 text-muted"
        cellClassName="py-1 pr-3 font-medium"
        columns={['Name', 'Type', { label: 'Required', className: 'py-1 font-medium' }]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.where ?? ''}${row.name}`} className="border-b border-stone-100 align-top">
            <td className="py-1 pr-3 font-mono text-ink">
              {row.name}
              {row.where && <span className="ml-1 text-muted">({row.where})</span>}
            </td>
            <td className="break-all py-1 pr-3 font-mono text-muted">{row.type}</td>
            <td className="py-1">{row.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationCard({ entry }: { entry: Entry }) {
  const { method, path, operation } = entry;
  const json = operation.requestBody?.content['application/json']?.schema;
  const multipart = operation.requestBody?.content['multipart/form-data'];
  const bodyRows = Object.entries(json?.properties ?? {}).map(([name, schema]) => ({
    name,
    type: typeOf(schema),
    required: json?.required?.includes(name) ?? false,
  }));
  const parameterRows = operation.parameters.map((parameter) => ({
    name: parameter.name,
    type: typeOf(parameter.schema),
    required: parameter.required,
    where: parameter.in,
  }));
  return (
    <li className="card px-4 py-3">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2">
          <Badge tone={METHOD_TONES[method] ?? 'gray'}>{method.toUpperCase()}</Badge>
          <code className="break-all font-mono text-sm text-ink">{path}</code>
          {operation.summary && <span className="text-sm text-muted">{operation.summary}</span>}
        </summary>
        <div className="mt-3 border-t border-stone-100 pt-3 text-sm">
          <p className="text-muted">{operation.description}</p>
          <Fields caption="Parameters" rows={parameterRows} />
          {multipart && <p className="mt-3 text-xs text-muted">Body: multipart/form-data. {multipart.schema.description}</p>}
          <Fields caption="JSON body" rows={bodyRows} />
          <p className="mt-3 text-xs text-muted">
            Answers:{' '}
            {Object.entries(operation.responses)
              .map(([status, response]) => `${status} ${response.description}`)
              .join(' · ')}
          </p>
        </div>
      </details>
    </li>
  );
}

export function ApiReference() {
  const [search, setSearch] = useState('');
  const documentQuery = useQuery({ queryKey: ['openapi'], queryFn: () => api.get<OpenApiDocument>('/openapi.json') });
  const groups = useMemo(() => {
    const entries: Entry[] = Object.entries(documentQuery.data?.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
    );
    const needle = search.trim().toLowerCase();
    const shown = needle ? entries.filter((entry) => `${entry.method} ${entry.path} ${entry.operation.summary ?? ''}`.toLowerCase().includes(needle)) : entries;
    const byTag = new Map<string, Entry[]>();
    for (const entry of shown) {
      const tag = entry.operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
    return [...byTag].sort(([a], [b]) => a.localeCompare(b));
  }, [documentQuery.data, search]);

  if (documentQuery.isPending) return <Loader label="Loading the API reference..." />;
  if (documentQuery.isError) return <EmptyState title="The API reference could not be loaded" hint="Please refresh the page." />;
  const { info } = documentQuery.data;
  return (
    <>
      <PageHeader
        title="API Reference"
        description={
          <>
            {info.title} {info.version}: every route the server answers, who may call it, and what it takes. The same document as JSON, for tools:{' '}
            <a className="font-medium text-forest-800 underline" href={`${API_PREFIX}/openapi.json`}>
              {API_PREFIX}/openapi.json
            </a>
            .
          </>
        }
      />
      <p className="card mb-4 p-4 text-sm text-muted">{info.description}</p>
      <label className="mb-4 block max-w-md text-sm font-medium text-ink">
        Search routes
        <input
          type="search"
          className="input mt-1 w-full"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. investments, POST, login"
        />
      </label>
      {groups.length === 0 && <EmptyState title="No route matches" hint="Try another word." />}
      {groups.map(([tag, entries]) => (
        <section key={tag} aria-labelledby={`api-${tag}`} className="mb-6">
          <h2 id={`api-${tag}`} className="mb-2 font-sans text-base font-semibold text-ink">
            {tag} <span className="text-sm font-normal text-muted">({entries.length})</span>
          </h2>
          <ul className="space-y-2">
            {entries.map((entry) => (
              <OperationCard key={`${entry.method} ${entry.path}`} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
