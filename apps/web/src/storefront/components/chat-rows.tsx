import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { NewTabLink } from './new-tab-link';
import { MessengerIcon, ZaloIcon } from './social-icons';

/** How the list around the rows draws them: the row, its link, and anything more on the Zalo icon. */
export interface ChatRowsLook {
  row: string;
  link: string;
  zaloIcon?: string;
}

/**
 * The rows of a contact list for the chat apps the shop set (Zalo, then Messenger): each app's icon
 * and its link, opened in a new tab. `zalo` and `messenger` are safe links (`safeLink`) or null.
 */
export function chatRows(
  { zalo, messenger, zaloText }: { zalo: string | null; messenger: string | null; zaloText: string },
  look: ChatRowsLook,
): ReactNode[] {
  const chats = [
    {
      key: 'zalo',
      href: zalo,
      icon: <ZaloIcon className={cn('size-5 shrink-0 text-[#0068FF]', look.zaloIcon)} />,
      text: zaloText,
    },
    {
      key: 'messenger',
      href: messenger,
      icon: <MessengerIcon className="size-5 shrink-0 text-[#0084FF]" />,
      text: 'Nhắn tin qua Messenger',
    },
  ];
  return chats
    .filter((chat) => chat.href)
    .map((chat) => (
      <li key={chat.key} className={look.row}>
        {chat.icon}
        <NewTabLink href={chat.href!} className={look.link}>
          {chat.text}
        </NewTabLink>
      </li>
    ));
}
