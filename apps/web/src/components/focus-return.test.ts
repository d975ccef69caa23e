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

  it('is the element that had focus last when focus was lost (a button disabled while loading)', () => {
    element('<button id="portal">Open billing portal</button>');
    byId('portal').focus();
    byId('portal').blur();
    expect(document.activeElement).toBe(document.body);
    expect(focusReturnTarget()).toBe(byId('portal'));
  });

  it('is nothing when nothing has had focus, or what had it is gone', () => {
    element('<button id="gone">Gone</button>');
    byId('gone').focus();
    byId('gone').remove();
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
