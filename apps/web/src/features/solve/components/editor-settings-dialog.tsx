import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { FONT_SIZES, TAB_SIZES, type EditorSettings } from '../editor-preferences';
import { tabFocusShortcut } from '../keyboard-shortcuts';

const selectClasses =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

type EditorSettingsDialogProps = {
  settings: EditorSettings;
  onChange: (change: Partial<EditorSettings>) => void;
  onClose: () => void;
};

/** Editor settings, applied at once and kept in this browser. */
export function EditorSettingsDialog({ settings, onChange, onClose }: EditorSettingsDialogProps) {
  const fontSizeId = useId();
  const tabSizeId = useId();
  const vimId = useId();
  return (
    <ModalDialog title="Editor Settings" onClose={onClose}>
      <div className="space-y-4 text-sm">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={fontSizeId} className="font-medium text-slate-900 dark:text-white">
            Font size
          </label>
          <select id={fontSizeId} className={selectClasses} value={settings.fontSize} onChange={(event) => onChange({ fontSize: Number(event.target.value) })}>
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} px
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={tabSizeId} className="font-medium text-slate-900 dark:text-white">
            Tab size
          </label>
          <select id={tabSizeId} className={selectClasses} value={settings.tabSize} onChange={(event) => onChange({ tabSize: Number(event.target.value) })}>
            {TAB_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} spaces
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={vimId} className="font-medium text-slate-900 dark:text-white">
            Vim key bindings
          </label>
          <input id={vimId} type="checkbox" className="size-4 accent-indigo-600" checked={settings.isVimMode} onChange={(event) => onChange({ isVimMode: event.target.checked })} />
        </div>
        <p className="text-slate-600 dark:text-slate-400">
          To leave the editor with the keyboard, press Escape then Tab. {tabFocusShortcut()} switches the Tab key between indenting and moving focus.
        </p>
      </div>
    </ModalDialog>
  );
}
