/**
 * A new tab for an address the server gives only later (a payment page, a signed PDF link): opened on
 * the click itself, which browsers allow (a tab opened after an answer is a blocked pop-up), then sent
 * there, or closed when no address comes. Where no tab could be opened, the page itself goes there.
 */
export const openPendingTab = () => {
  const tab = window.open('', '_blank');
  return {
    go: (url: string) => {
      if (tab) {
        // The page opened must not reach back into ours.
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    },
    close: () => tab?.close(),
  };
};
