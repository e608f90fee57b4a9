import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  importReset,
  selectFlow,
  selectImportPreview,
  selectImportResult,
  selectImportUpload,
} from '../mobileUsersSlice';
import { importUsers, previewImport } from '../mobileUsersThunks';
import { ImportUsersModal } from './ImportUsersModal';

export function ImportDialog({
  onClose,
  onChanged,
}: {
  onClose: () => void;
  onChanged: () => void;
}) {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectImportPreview);
  const result = useAppSelector(selectImportResult);
  const upload = useAppSelector(selectImportUpload);
  const previewFlow = useAppSelector((state) => selectFlow(state, 'importPreview'));
  const importFlow = useAppSelector((state) => selectFlow(state, 'import'));

  // Every opening starts from a clean slate.
  useEffect(() => {
    dispatch(importReset());
    return () => {
      dispatch(importReset());
    };
  }, [dispatch]);

  const runImport = async (file: File) => {
    const outcome = await dispatch(importUsers(file));
    if (importUsers.fulfilled.match(outcome)) onChanged();
  };

  return (
    <ImportUsersModal
      preview={preview}
      result={result}
      upload={upload}
      previewFlow={previewFlow}
      importFlow={importFlow}
      onCheck={(file) => void dispatch(previewImport(file))}
      onImport={(file) => void runImport(file)}
      onReset={() => dispatch(importReset())}
      onClose={onClose}
    />
  );
}
