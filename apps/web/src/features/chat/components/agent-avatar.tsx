import { useState } from 'react';
import { Bot } from 'lucide-react';

/** The agent's avatar ('Aspetto', issue 34) beside its name; the robot icon when none is set or the image fails. */
export function AgentAvatar({ url, className = 'h-7 w-7' }: { url?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <Bot className="h-6 w-6 shrink-0" aria-hidden="true" />;
  return (
    <img
      src={url}
      alt=""
      className={`${className} shrink-0 rounded-full bg-white object-cover`}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
