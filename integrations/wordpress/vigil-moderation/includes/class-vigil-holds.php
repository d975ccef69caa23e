<?php
/**
 * Whether Vigil keeps a comment or post out of sight, from the states of its parts: the text
 * (its status and why it was held) and each image in it (waiting, unpublished, cleared or
 * refused). An item is held while its text is unpublished, while any image is unpublished,
 * or — in hold mode — until the text is cleared and no image waits. A notice changes one
 * part; the item is taken down when it starts being held and put back when it stops, and put
 * back only if Vigil took it down (WordPress's own holds, spam and trash are left alone).
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The hold rules and the parts' states, kept in the item's meta.
 */
class Vigil_Holds {

	/** Statuses that mean "this may be published" (as the demo site reads them). */
	const PUBLISHABLE_STATUSES = array( 'CLEAN', 'MANUALLY_IGNORED' );

	/** Statuses that mean "this is down". */
	const UNPUBLISHED_STATUSES = array( 'AUTO_UNPUBLISHED', 'MANUALLY_UNPUBLISHED' );

	const PART_WAITING = 'waiting';
	const PART_DOWN    = 'down';
	const PART_CLEAR   = 'clear';
	const PART_REFUSED = 'refused';

	/** META_HELD's values: held in hold mode until cleared, or held after Vigil unpublished. */
	const HELD_UNTIL_CLEARED = '1';
	const HELD_UNPUBLISHED   = 'unpublished';

	/**
	 * A new item WordPress would have shown, held in hold mode: Vigil took it down.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 */
	public static function held_on_arrival( $kind, $id ) {
		Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HELD, self::HELD_UNTIL_CLEARED );
		Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HIDDEN_BY_VIGIL, '1' );
	}

	/**
	 * An edited item in hold mode: held again until its new text is cleared, taken down if it
	 * is shown (if it is not, what keeps it down stays as it was).
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 */
	public static function held_for_edit( $kind, $id ) {
		$before = self::holds( $kind, $id );
		if ( self::HELD_UNPUBLISHED !== Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_HELD ) ) {
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HELD, self::HELD_UNTIL_CLEARED );
		}
		self::take_down( $kind, $id, $before );
	}

	/**
	 * An image about to be sent: a new image, or another one in the same place, waits for its
	 * decision; the same image keeps the state it has (Vigil does not scan it again).
	 *
	 * @param string $kind    'comment' or 'post'.
	 * @param int    $id      Object id.
	 * @param string $part_id The image's cms_meta.id.
	 * @param string $url     The image's address.
	 */
	public static function image_sent( $kind, $id, $part_id, $url ) {
		$parts = self::parts( $kind, $id );
		if ( isset( $parts[ $part_id ] ) && $parts[ $part_id ]['url'] === md5( $url ) ) {
			return;
		}
		$parts[ $part_id ] = array(
			'url'   => md5( $url ),
			'state' => self::PART_WAITING,
		);
		self::save_parts( $kind, $id, $parts );
	}

	/**
	 * An image Vigil refused to take (too large, a type it cannot read): nothing will decide
	 * it, so it holds nothing; the text's status stays the text's.
	 *
	 * @param string $kind    'comment' or 'post'.
	 * @param int    $id      Object id.
	 * @param string $part_id The image's cms_meta.id.
	 * @param string $url     The image's address.
	 */
	public static function image_refused( $kind, $id, $part_id, $url ) {
		$parts             = self::parts( $kind, $id );
		$parts[ $part_id ] = array(
			'url'   => md5( $url ),
			'state' => self::PART_REFUSED,
		);
		self::save_parts( $kind, $id, $parts );
	}

	/**
	 * Applies one verified notice about the item's text (`$part_id` null) or one of its images.
	 *
	 * @param string      $kind     'comment' or 'post'.
	 * @param int         $id       Object id.
	 * @param array       $callback The notice: event and status.
	 * @param string|null $part_id  The image's cms_meta.id, or null for the text.
	 */
	public static function apply_notice( $kind, $id, array $callback, $part_id ) {
		$status    = sanitize_text_field( (string) $callback['status'] );
		$unpublish = 'unpublish' === $callback['event'] || in_array( $status, self::UNPUBLISHED_STATUSES, true );
		$before    = self::holds( $kind, $id );

		if ( null === $part_id ) {
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_STATUS, $status );
			$held = Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_HELD );
			if ( $unpublish ) {
				Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HELD, self::HELD_UNPUBLISHED );
			} elseif ( self::HELD_UNPUBLISHED === $held && in_array( $status, self::PUBLISHABLE_STATUSES, true ) ) {
				Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HELD, '' );
			}
		} else {
			$parts             = self::parts( $kind, $id );
			$parts[ $part_id ] = array(
				'url'   => isset( $parts[ $part_id ] ) ? $parts[ $part_id ]['url'] : '',
				'state' => $unpublish ? self::PART_DOWN : ( in_array( $status, self::PUBLISHABLE_STATUSES, true ) ? self::PART_CLEAR : self::PART_WAITING ),
			);
			self::save_parts( $kind, $id, $parts );
		}

		$after = self::holds( $kind, $id );
		// An unpublish takes the item down even if it was held already and shown since by hand.
		if ( $after && ( ! $before || 'unpublish' === $callback['event'] ) ) {
			self::take_down( $kind, $id, $before );
		}
		if ( $before && ! $after ) {
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HELD, '' );
			// '' is an item held before this meta existed: Vigil held it, as it then assumed.
			if ( '0' !== Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_HIDDEN_BY_VIGIL ) ) {
				self::show( $kind, $id );
			}
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HIDDEN_BY_VIGIL, '' );
		}
	}

	/**
	 * Whether any image of the item is unpublished (the Comments column says so).
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 * @return bool
	 */
	public static function has_image_down( $kind, $id ) {
		return in_array( self::PART_DOWN, array_column( self::parts( $kind, $id ), 'state' ), true );
	}

	/**
	 * Whether Vigil holds the item now.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 * @return bool
	 */
	private static function holds( $kind, $id ) {
		$states = array_column( self::parts( $kind, $id ), 'state' );
		if ( in_array( self::PART_DOWN, $states, true ) ) {
			return true;
		}
		$held = Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_HELD );
		if ( self::HELD_UNPUBLISHED === $held ) {
			return true;
		}
		if ( self::HELD_UNTIL_CLEARED === $held ) {
			$status = Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_STATUS );
			return ! in_array( $status, self::PUBLISHABLE_STATUSES, true ) || in_array( self::PART_WAITING, $states, true );
		}
		return false;
	}

	/**
	 * Takes the item down and records whose hold keeps it down: Vigil's if it was shown. If it
	 * was not, and Vigil did not hold it already, what keeps it down is not Vigil's.
	 *
	 * @param string $kind     'comment' or 'post'.
	 * @param int    $id       Object id.
	 * @param bool   $was_held Whether Vigil held it before this change.
	 */
	private static function take_down( $kind, $id, $was_held ) {
		if ( self::hide( $kind, $id ) ) {
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HIDDEN_BY_VIGIL, '1' );
		} elseif ( ! $was_held ) {
			Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_HIDDEN_BY_VIGIL, '0' );
		}
	}

	/**
	 * Takes a shown item down: an approved comment back to pending, a published post to
	 * pending review. Anything else (pending, spam, trash, a draft) stays where it is.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 * @return bool Whether it was shown and is now down.
	 */
	private static function hide( $kind, $id ) {
		if ( 'comment' === $kind ) {
			$comment = get_comment( $id );
			if ( ! $comment || '1' !== (string) $comment->comment_approved ) {
				return false;
			}
			wp_set_comment_status( $id, 'hold' );
			return true;
		}
		if ( 'publish' !== get_post_status( $id ) ) {
			return false;
		}
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'pending',
			)
		);
		return true;
	}

	/**
	 * Puts an item Vigil took down back up, if it is still pending.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 */
	private static function show( $kind, $id ) {
		if ( 'comment' === $kind ) {
			$comment = get_comment( $id );
			if ( $comment && '0' === (string) $comment->comment_approved ) {
				wp_set_comment_status( $id, 'approve' );
			}
			return;
		}
		if ( 'pending' === get_post_status( $id ) ) {
			wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'publish',
				)
			);
		}
	}

	/**
	 * The images' states: cms_meta.id => the md5 of its address, and its state. A hash, not the
	 * address: WordPress unslashes meta values, and a JSON string must keep its backslashes.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 * @return array<string, array{url:string,state:string}>
	 */
	private static function parts( $kind, $id ) {
		$stored = json_decode( Vigil_Submitter::get_meta( $kind, $id, Vigil_Options::META_PARTS ), true );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * Stores the images' states.
	 *
	 * @param string $kind  'comment' or 'post'.
	 * @param int    $id    Object id.
	 * @param array  $parts cms_meta.id => url and state.
	 */
	private static function save_parts( $kind, $id, array $parts ) {
		Vigil_Submitter::set_meta( $kind, $id, Vigil_Options::META_PARTS, (string) wp_json_encode( $parts ) );
	}
}
