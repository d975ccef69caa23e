import { afterEach, describe, expect, it } from 'vitest';
import { focusReturnTarget, returnFocus } from './focus-return';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('focusReturnTarget', () => {
  it('is the focused element', () => {
    element('<button id="add">Add rule</button>');
    byId('add').focus();
    expect(focusReturnTarget()).toBe(byId('add'));
  });

  it('is the menu’s button for an item of a menu, which closes with it', () => {
    element('<button id="menu-button">Actions</button>');
    element(
      '<div role="menu" aria-labelledby="menu-button"><button id="item">Delete</button></div>',
    );
    byId('item').focus();
    expect(focusReturnTarget()).toBe(byId('menu-button'));
  });

  it('is nothing when nothing has focus', () => {
    expect(focusReturnTarget()).toBeNull();
  });
});

describe('returnFocus', () => {
  it('focuses the target when focus is in the closing dialog or was lost', () => {
    element('<button id="opener">Open</button>');
    element('<div role="dialog"><button id="cancel">Cancel</button></div>');
    byId('cancel').focus();
    returnFocus(byId('opener'));
    expect(document.activeElement).toBe(byId('opener'));

    (document.activeElement as HTMLElement).blur();
    returnFocus(byId('opener'));
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('leaves focus that went elsewhere on purpose, and a target that is gone', () => {
    element('<button id="opener">Open</button><input id="search" />');
    byId('search').focus();
    returnFocus(byId('opener'));
    expect(document.activeElement).toBe(byId('search'));

    const gone = document.createElement('button');
    returnFocus(gone);
    expect(document.activeElement).toBe(byId('search'));
  });
});
