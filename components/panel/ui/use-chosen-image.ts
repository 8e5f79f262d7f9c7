'use client';

import { useEffect, useRef, useState } from 'react';
import { checkUpload, type UploadRule } from '../files/file-format';

/**
 * The image a form is about to upload (profile photo, catalogue photo): the file input's ref, the
 * chosen file once it passes the rule (type and size, checked here before any byte is sent), its
 * preview as an object URL (revoked when it changes), and the reason it was refused.
 */
export function useChosenImage(rule: UploadRule) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  /** Forgets the chosen file, and empties the input so choosing the same file again fires. */
  function clear() {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(chosen: File | null) {
    const reason = chosen ? checkUpload(chosen, rule) : null;
    setProblem(reason);
    if (!chosen || reason) return clear();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  return { inputRef, file, preview, problem, setProblem, choose, clear };
}
