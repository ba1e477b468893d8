import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessageFolders, SigningItem } from '../../../lib/contract';
import { signingApi } from './signing-api';

/** The platform's document type of a signature request's message ('Please sign: …'). */
export const SIGNING_DOCUMENT_TYPE = 'Digital Signature';
export const SIGN_LINK_TEXT = 'Review and sign this document';
export const VIEW_SIGNING_LINK_TEXT = 'View this signing request';

/**
 * Under a signature request's message: a link to its signing journey in the To be signed folder
 * (a client's, with digital signatures on). The request is the one that names this message.
 */
export function SigningLink({
  messageId,
  documentType,
  folders,
}: {
  messageId: number;
  documentType: string | null;
  folders: MessageFolders;
}) {
  const [item, setItem] = useState<SigningItem | null>(null);
  const applies = documentType === SIGNING_DOCUMENT_TYPE && folders.folders.some((f) => f.type === 'digitalSignatures');

  // Another message (or the link no longer applying) shows no link until its own request is found.
  const [shownFor, setShownFor] = useState({ applies, messageId });
  if (shownFor.applies !== applies || shownFor.messageId !== messageId) {
    setShownFor({ applies, messageId });
    setItem(null);
  }

  useEffect(() => {
    if (!applies) return;
    let live = true;
    signingApi.list().then(
      (list) => live && setItem(list.items.find((i) => i.docnoteId === messageId) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [applies, messageId]);

  if (!item) return null;
  return (
    <p className="msg-read__signing">
      <Link className="button" to={`?toBeSigned=true&sign=${item.id}`}>
        {item.canSign ? SIGN_LINK_TEXT : VIEW_SIGNING_LINK_TEXT}
      </Link>
    </p>
  );
}
