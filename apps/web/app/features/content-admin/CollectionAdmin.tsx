import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown, MoreHorizontal, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { NEEDS_BENGALI_PARAM, PLAN_DESCRIPTION_PREVIEW_MAX, untranslatedFields, type AnyCollection, type ListCell } from '@app/contract';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { CellValue, cut, ItemDetail } from '../../ui/admin/cells';
import { capitalise, CollectionForm } from './CollectionForm';
import { adminErrorMessage, useContentList, useContentMutation, useReorder } from '../../ui/admin/query';
import { collectionKey } from './keys';
import { DragHandle, SortableList, useSortableItem } from '../../ui/admin/sortable';
import { ContentImage, SearchBox, Toolbar } from '../../ui/admin/widgets';
import { LoadError } from '../../ui/QueryState';
import { openWhileChosen } from '../../ui/openWhileChosen';

export type Item = { _id: string; order?: number } & Record<string, unknown>;

/** A menu entry or button of one item beyond edit and delete (enable/disable, say). */
export type ItemAction = { label: string; icon: LucideIcon; onSelect: () => void };

/** The items a screen shows: all of them (searched and filtered here) or a server page. */
export type ListSource = {
  all: Item[];
  shown: Item[];
  total: number;
  /** A search or filter hides some items, so the order cannot be changed. */
  narrowed: boolean;
  pending: boolean;
  error: unknown;
  retry: () => void;
  toolbar?: ReactNode;
  footer?: ReactNode;
};

/** What the spec makes irregular about one collection's screen. */
export type AdminExtension = {
  /** The list item's test id, where it is not `<name>-item`. */
  testId?: string;
  useExtras?: () => { above?: (items: Item[]) => ReactNode; cells?: Record<string, (item: Item) => ReactNode>; actions?: (item: Item) => ItemAction[] };
  useList?: (collection: AnyCollection, search: string, filter: string) => ListSource;
};

/** Every item in list order; the search looks in the declared fields, the filter in its boolean field. */
function useWholeList(collection: AnyCollection, search: string, filter: string): ListSource {
  const list = useContentList<Item>(collectionKey(collection.name), collection.path);
  const all = [...(list.data ?? [])].sort((a, b) => Number(a.order) - Number(b.order));
  const needle = search.trim().toLowerCase();
  const option = collection.admin.filter?.options.find((candidate) => candidate.value === filter);
  const keeps = (item: Item) =>
    (option?.equals === undefined || item[collection.admin.filter!.field] === option.equals) &&
    (!needle ||
      collection.search.some((field: string) =>
        String(item[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ));
  return {
    all,
    shown: all.filter(keeps),
    total: all.length,
    narrowed: Boolean(needle) || option?.equals !== undefined,
    pending: list.isPending,
    error: list.error,
    retry: () => void list.refetch(),
  };
}

const isLong = (cell: ListCell<Item>) => cell.kind === 'paragraph' || cell.kind === 'link' || cell.kind === 'tags';

type RowContext = { testId: string; dragDisabled: boolean; handle?: ReturnType<typeof useSortableItem>['handleProps'] };
const Row = createContext<RowContext>({ testId: '', dragDisabled: true });

/** A table row that can be dragged by the handle in its first cell. */
function SortableRow({ rowKey, className, children }: { rowKey: string; className: string; children: ReactNode }) {
  const context = useContext(Row);
  const { itemProps, handleProps, isDragging } = useSortableItem(rowKey);
  return (
    <Row.Provider value={{ ...context, handle: handleProps }}>
      <tr {...itemProps} data-testid={context.testId} className={clsx(className, 'bg-white', isDragging && 'shadow-lg')}>
        {children}
      </tr>
    </Row.Provider>
  );
}
function PlainRow({ className, children }: { className: string; children: ReactNode }) {
  return (
    <tr data-testid={useContext(Row).testId} className={className}>
      {children}
    </tr>
  );
}
function RowHandle({ label }: { label: string }) {
  const { handle, dragDisabled } = useContext(Row);
  return handle ? <DragHandle label={label} disabled={dragDisabled} handleProps={handle} /> : null;
}

const iconButton = 'rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800';

/**
 * The admin screen of a collection (react-admin's list + edit for a resource): header and add button,
 * search, filter and counts, the list as table rows (or image cards) dragged by a handle or with the
 * keyboard to reorder, expandable detail, the add/edit modal and a delete confirmation.
 */
export function CollectionAdmin({ collection, extension = {} }: { collection: AnyCollection; extension?: AdminExtension }) {
  const { admin, messages, reorder } = collection;
  const one = admin.one as string;
  const many = admin.many as string;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('all');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const detailPrefix = useId();
  const extras = extension.useExtras?.() ?? {};
  // The route keys this screen by collection, so the same list hook runs on every render.
  const useList = extension.useList ?? useWholeList;
  const listed = useList(collection, search, filter);
  // The dashboard links here with ?needs=bengali: only the items whose Bengali is missing.
  const [params] = useSearchParams();
  const [needsBengali, setNeedsBengali] = useState(() => params.toString().includes(NEEDS_BENGALI_PARAM));
  const untranslated = (item: Item) => untranslatedFields(item, collection.translated);
  const source = needsBengali ? { ...listed, shown: listed.shown.filter((item) => untranslated(item).length > 0), narrowed: true } : listed;
  const key = collectionKey(collection.name);
  const reorderItems = useReorder<Item & { order: number }>({
    queryKey: key,
    path: reorder?.path ?? '',
    bodyKey: reorder?.key ?? '',
    success: messages.reordered ?? '',
    failure: messages.reorderFailed ?? '',
  });
  const remove = useContentMutation({
    queryKey: key,
    mutationFn: (item: Item) => api.delete(`${collection.path}/${item._id}`),
    success: messages.deleted,
    failure: messages.deleteFailed,
  });

  const { all, shown, narrowed } = source;
  const sortable = Boolean(reorder);
  const title = (item: Item) => String(item[admin.itemTitle]);
  const subtitle = (item: Item) =>
    (admin.itemSubtitle ?? [])
      .map((field: string) => item[field])
      .filter(Boolean)
      .join(' · ');
  // Long values (paragraphs, links, tags) read under the title; short ones get a column each.
  const cells = (admin.columns ?? []) as ListCell<Item>[];
  const long = cells.filter(isLong);
  const short = cells.filter((cell) => !isLong(cell));
  const detail = admin.detail as ListCell<Item>[] | undefined;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allExpanded = shown.length > 0 && shown.every((item) => expanded.has(item._id));
  const actionsOf = (item: Item): ItemAction[] => [
    ...(admin.formTitle.edit ? [{ label: 'Edit', icon: Pencil, onSelect: () => setEditing(item) }] : []),
    ...(extras.actions?.(item) ?? []),
    { label: 'Delete', icon: Trash2, onSelect: () => setDeleting(item) },
  ];
  const clear = () => {
    setSearch('');
    setFilter('all');
    setNeedsBengali(false);
  };
  const addButton = (small = false) => (
    <button type="button" className={clsx('btn btn-primary', small && 'btn-sm')} onClick={() => setEditing(null)}>
      {!small && <Plus className="h-4 w-4" aria-hidden="true" />} {admin.addLabel}
    </button>
  );

  const titleCell = (item: Item) => {
    const text = (
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title(item)}</span>
        {subtitle(item) && <span className="block text-xs text-muted">{subtitle(item)}</span>}
        <NeedsBengali collection={collection} missing={untranslated(item)} />
      </span>
    );
    const more = long.map((cell) => (
      <div key={cell.label} className="mt-1">
        <CellValue cell={cell} item={item} />
      </div>
    ));
    if (!detail)
      return (
        <>
          {text}
          {more}
        </>
      );
    const open = expanded.has(item._id);
    const id = `${detailPrefix}-${item._id}`;
    return (
      <>
        <button
          type="button"
          onClick={() => toggle(item._id)}
          aria-expanded={open}
          aria-controls={id}
          className="flex w-full items-start gap-2 rounded py-1 text-left hover:text-forest-800"
        >
          {text}
          <ChevronDown className={clsx('mt-0.5 h-4 w-4 shrink-0 text-stone-400 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
        {more}
        {open && <ItemDetail id={id} cells={detail} item={item} />}
      </>
    );
  };
  const columns: Column<Item>[] = [
    ...(sortable
      ? [
          {
            key: 'move',
            header: <span className="sr-only">Move</span>,
            cell: (item: Item) => <RowHandle label={`Reorder ${one}: ${title(item)}`} />,
            className: 'w-8 pr-0',
          },
        ]
      : []),
    { key: 'order', header: '#', cell: (item) => item.order as number, className: 'hidden w-8 text-xs tabular-nums text-stone-400 sm:table-cell' },
    ...(admin.itemImage
      ? [
          {
            key: 'image',
            header: <span className="sr-only">Image</span>,
            cell: (item: Item) => (
              <ContentImage
                src={item[admin.itemImage!] as string | null}
                alt=""
                className={clsx('h-12 max-w-none', collection.image?.shape === 'square' ? 'w-12 rounded-full' : 'w-16 rounded-md')}
                sizes="64px"
              />
            ),
            className: 'hidden w-20 sm:table-cell',
          },
        ]
      : []),
    { key: 'title', header: capitalise(one), cell: titleCell, className: 'min-w-40 sm:min-w-56' },
    // On a phone only the screen's own cells stay beside the title; the rest wait for a wider screen or the detail.
    ...short.map((cell) => ({
      key: cell.label,
      header: cell.label,
      className: clsx('whitespace-nowrap', cell.kind !== 'custom' && 'hidden md:table-cell'),
      cell: (item: Item) => <CellValue cell={cell} item={item} custom={cell.kind === 'custom' ? extras.cells?.[cell.name] : undefined} />,
    })),
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
      cell: (item) =>
        actionsOf(item).map((action) => (
          <button
            key={action.label}
            type="button"
            className={clsx(iconButton, action.label === 'Delete' && 'hover:bg-red-50 hover:text-red-700')}
            onClick={action.onSelect}
            aria-label={`${action.label} ${one}: ${title(item)}`}
          >
            <action.icon className="h-4 w-4" aria-hidden="true" />
          </button>
        )),
    },
  ];

  const list =
    admin.layout === 'grid' ? (
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" aria-label={capitalise(many)}>
        {shown.map((item) => (
          <GridCard
            key={item._id}
            item={item}
            position={all.indexOf(item) + 1}
            title={title(item)}
            image={item[admin.itemImage!] as string}
            label={`Reorder ${one}: ${title(item)}`}
            cells={cells}
            actions={actionsOf(item)}
            marker={<NeedsBengali collection={collection} missing={untranslated(item)} />}
          />
        ))}
      </ul>
    ) : (
      <DataTable caption={capitalise(many)} columns={columns} rows={shown} rowComponent={sortable ? SortableRow : PlainRow} />
    );

  return (
    <>
      <PageHeader title={admin.title} description={admin.description} actions={addButton()} />
      {source.pending ? null : extras.above?.(all)}
      <Toolbar>
        <SearchBox value={search} onChange={setSearch} label={`Search ${many}`} placeholder={admin.searchPlaceholder} />
        {admin.filter && (
          <>
            <label htmlFor={`${detailPrefix}-filter`} className="sr-only">
              {admin.filter.label}
            </label>
            <select id={`${detailPrefix}-filter`} className="input w-auto" value={filter} onChange={(event) => setFilter(event.target.value)}>
              {admin.filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
        {source.toolbar}
        {collection.translated.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-forest-700" checked={needsBengali} onChange={(event) => setNeedsBengali(event.target.checked)} />
            Needs Bengali only
          </label>
        )}
        <div className="ml-auto flex items-center gap-1">
          {detail && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setExpanded(allExpanded ? new Set() : new Set(shown.map((item) => item._id)))}
            >
              {allExpanded ? <ChevronsDownUp className="h-4 w-4" aria-hidden="true" /> : <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />}
              {allExpanded ? 'Collapse All' : 'Expand All'}
            </button>
          )}
          <span className="ml-2 text-xs text-muted">
            {source.total} {many}
          </span>
        </div>
      </Toolbar>
      {sortable && narrowed && shown.length > 0 && <p className="mb-2 text-xs text-muted">Clear the search and filter to reorder {many}.</p>}

      {source.pending ? (
        <Loader label={`Loading ${many}...`} />
      ) : source.error ? (
        <LoadError message={adminErrorMessage(source.error, messages.fetchFailed)} onRetry={source.retry} />
      ) : shown.length === 0 ? (
        narrowed ? (
          <EmptyState
            title={`No ${many} found`}
            hint={search ? `Nothing matches “${search}”.` : undefined}
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={clear}>
                {admin.filter ? 'Reset Filters' : 'Clear Search'}
              </button>
            }
          />
        ) : (
          <EmptyState title={`No ${many} yet`} hint={admin.emptyHint} action={addButton(true)} />
        )
      ) : (
        <Row.Provider value={{ testId: extension.testId ?? `${collection.name}-item`, dragDisabled: narrowed }}>
          {sortable ? (
            <SortableList
              items={shown}
              layout={admin.layout === 'grid' ? 'grid' : 'list'}
              getId={(item) => item._id}
              getLabel={title}
              onReorder={(next) => reorderItems.mutate(next as (Item & { order: number })[])}
              disabled={narrowed}
            >
              {list}
            </SortableList>
          ) : (
            list
          )}
        </Row.Provider>
      )}
      {source.footer}

      {editing !== undefined && <CollectionForm collection={collection} item={editing} count={source.total} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        {...openWhileChosen(deleting, () => setDeleting(null))}
        title={`Delete ${capitalise(one)}`}
        message={admin.deleteQuestion}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && <DeletePreview collection={collection} item={deleting} title={title(deleting)} subtitle={subtitle(deleting)} />}
      </ConfirmDialog>
    </>
  );
}

/** The staff marker of an item whose Bengali is missing, naming the fields (the Bengali site shows their English). */
function NeedsBengali({ collection, missing }: { collection: AnyCollection; missing: string[] }) {
  if (!missing.length) return null;
  const labels = collection.admin.fields
    .flat()
    .filter((field: { name: string }) => missing.includes(field.name))
    .map((field: { label: string }) => field.label);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
      <span className="badge bg-amber-100 text-amber-900">Needs Bengali</span>
      <span className="text-muted">{labels.join(', ')}</span>
    </span>
  );
}

/** What the delete confirmation shows: the image, the title and the first paragraph cut at 100 characters. */
function DeletePreview({ collection, item, title, subtitle }: { collection: AnyCollection; item: Item; title: string; subtitle: string }) {
  const { admin } = collection;
  const paragraph = [...(admin.columns ?? []), ...(admin.detail ?? [])].find((cell: ListCell<Item>) => cell.kind === 'paragraph') as
    { field: string } | undefined;
  const text = paragraph ? String(item[paragraph.field] ?? '') : '';
  return (
    <div className="flex items-center gap-3 rounded-lg bg-stone-50 p-3">
      {admin.itemImage && <ContentImage src={item[admin.itemImage] as string | null} alt={title} className="h-12 w-16 shrink-0 rounded" sizes="64px" />}
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink">{title}</p>
        {subtitle && <p className="text-xs text-muted">{subtitle}</p>}
        {text && <p className="mt-1 text-xs text-muted">{cut(text, PLAN_DESCRIPTION_PREVIEW_MAX)}</p>}
      </div>
    </div>
  );
}

/** An image card of the grid layout: dragged on both axes, its actions in a menu. */
function GridCard({
  item,
  position,
  title,
  image,
  label,
  cells,
  actions,
  marker,
}: {
  item: Item;
  position: number;
  title: string;
  image: string;
  label: string;
  cells: ListCell<Item>[];
  actions: ItemAction[];
  marker: ReactNode;
}) {
  const { testId, dragDisabled } = useContext(Row);
  const { itemProps, handleProps, isDragging } = useSortableItem(item._id);
  const muted = cells.some((cell) => cell.kind === 'flag' && cell.onTone === 'gray' && item[cell.field]);
  return (
    <li
      {...itemProps}
      data-testid={testId}
      className={clsx('overflow-hidden rounded-xl border bg-white shadow-sm', isDragging ? 'border-forest-400 shadow-xl' : 'border-stone-200')}
    >
      <div className="relative aspect-[3/2] bg-stone-100">
        <ContentImage src={image} alt={title} className={clsx('h-full w-full', muted && 'opacity-40 grayscale')} />
        <span className="absolute left-2 top-2 rounded-md bg-black/55 px-1.5 py-0.5 text-[11px] font-semibold tabular-nums text-white">#{position}</span>
      </div>
      <div className="flex items-center gap-1.5 px-2 py-2">
        <DragHandle label={label} disabled={dragDisabled} handleProps={handleProps} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink" title={title}>
            {title}
          </p>
          {cells.map((cell) => (
            <CellValue key={cell.label} cell={cell} item={item} />
          ))}
          {marker}
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={iconButton} aria-label={`Actions for ${title}`}>
            <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg">
              {actions.map((action) => (
                <DropdownMenu.Item
                  key={action.label}
                  onSelect={action.onSelect}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 outline-none',
                    action.label === 'Delete' ? 'text-red-700 data-[highlighted]:bg-red-50' : 'data-[highlighted]:bg-forest-50',
                  )}
                >
                  <action.icon className="h-4 w-4" aria-hidden="true" /> {action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
