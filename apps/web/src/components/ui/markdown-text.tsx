import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Statement and editorial Markdown. react-markdown builds React elements and never
 * injects raw HTML, so a problem text cannot run script in the learner's page.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-7 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm dark:[&_code]:bg-slate-800 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800 [&_ul]:list-disc">
      <Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>
    </div>
  );
}
