import { Banner } from '@/components/ui/banner';
import { codeTooLargeMessage, isCodeTooLarge, utf8Bytes } from '../code-size';

/** Said as soon as the code outgrows the limit (a large paste), not after a round trip on Run or Submit. */
export function CodeSizeNotice({ code }: { code: string }) {
  if (!isCodeTooLarge(code)) return null;
  return (
    <div data-testid="code-size-notice" className="border-b border-slate-200 p-2 dark:border-slate-800">
      <Banner tone="warning">
        Your code is {Math.ceil(utf8Bytes(code) / 1024)} KiB. {codeTooLargeMessage()}: Run and Submit refuse it until it is shorter. It stays
        in this browser as it is.
      </Banner>
    </div>
  );
}
