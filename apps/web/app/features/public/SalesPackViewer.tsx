import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useEffect } from 'react';
import { Modal } from '../../ui/Modal';
import { SALES_PACK_PDF_PATH, SALES_PACK_SLIDES, salesPackSlidePath } from './sales-pack';

const COUNT = SALES_PACK_SLIDES.length;

/**
 * One page of the sales pack at reading size. The slide never shrinks below 60rem, so on a phone
 * its smallest text stays about 12 px and the page scrolls sideways (pinch zoom works too, the
 * viewport allows it). Left and right arrow keys move between pages; Escape closes. It stays mounted
 * once opened, so closing goes through the dialog, which returns focus to the page that opened it.
 */
export function SalesPackViewer({
  page,
  open,
  onPageChange,
  onClose,
}: {
  page: number;
  open: boolean;
  onPageChange: (page: number) => void;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const next = event.key === 'ArrowRight' ? page + 1 : event.key === 'ArrowLeft' ? page - 1 : 0;
      if (next < 1 || next > COUNT) return;
      event.preventDefault();
      onPageChange(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, page, onPageChange]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Page ${page} of ${COUNT}`}
      size="xl"
      footer={
        <>
          <a href={SALES_PACK_PDF_PATH} download className="btn btn-ghost mr-auto">
            <Download className="h-4 w-4" aria-hidden="true" /> Download PDF
          </a>
          <button type="button" className="btn btn-outline" disabled={page === 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Previous</span>
          </button>
          <button type="button" className="btn btn-outline" disabled={page === COUNT} onClick={() => onPageChange(page + 1)}>
            <span className="sr-only sm:not-sr-only">Next</span> <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </>
      }
    >
      <div role="region" aria-label={`Page ${page}, full size`} tabIndex={0} className="-mx-6 overflow-x-auto px-6 pb-1">
        <img
          key={page}
          src={salesPackSlidePath(page)}
          alt={`Page ${page} of ${COUNT}. ${SALES_PACK_SLIDES[page - 1]}`}
          width={1600}
          height={1000}
          className="h-auto w-full min-w-[60rem] max-w-none rounded-xl border border-forest-900/10"
        />
      </div>
      <p className="mt-3 text-sm text-muted lg:hidden">Scroll sideways to read the whole page, or pinch to zoom in.</p>
    </Modal>
  );
}
