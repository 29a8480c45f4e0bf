/**
 * The open state of a dialog about one chosen thing (the item to delete, the task to edit): open while
 * something is chosen, and closing it clears the choice. Spread onto the dialog's props.
 */
export const openWhileChosen = (chosen: unknown, clear: () => void) => ({
  open: chosen !== null,
  onOpenChange: (open: boolean) => {
    if (!open) clear();
  },
});
