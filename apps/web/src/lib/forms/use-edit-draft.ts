import { useEffect, useRef, useState } from 'react';

/**
 * A read-only card that switches to an edit form: the draft is a copy taken on entering edit (null when not
 * editing), and leaving edit returns keyboard focus to the edit button, which re-mounts in place of the form.
 */
export function useEditDraft<T>() {
  const [draft, setDraft] = useState<T | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const leaveEdit = () => {
    returnFocus.current = true;
    setDraft(null);
  };

  return { draft, setDraft, editing, editButtonRef, leaveEdit };
}
