// The files of one dashboard section (price lists, digital catalogues or promotions),
// newest first. No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { PanelFile } from '../panel-endpoints';
import type { FileKind } from '../payloads';
import { useStoredToken } from './use-stored-token';

export const filesPath = (kind: FileKind) => `/api/files/${kind}`;

const fetchFiles = (path: string) => swrFetcher<PanelFile[]>(path);

export function usePanelFiles(kind: FileKind) {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<PanelFile[], ApiError>(token ? filesPath(kind) : null, fetchFiles);
  return { data, error, isLoading, mutate };
}
