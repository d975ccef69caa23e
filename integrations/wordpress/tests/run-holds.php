<?php
/**
 * When the plugin takes a comment or post down and puts it back (Vigil_Holds), with plain PHP
 * on the stand-ins of stand-ins.php: a comment's text and its images each get Vigil's
 * notices, in both modes, and WordPress's own holds, spam and trash are never undone.
 * Prints one line per check and a closing "N passed, N failed"; exits 1 on any failure.
 *
 * Usage: php integrations/wordpress/tests/run-holds.php
 *
 * @package Vigil_Moderation
 */

require __DIR__ . '/stand-ins.php';

/**
 * A verified notice, as Vigil_Callback hands it on.
 *
 * @param string $event  unpublish, decision, republish or appeal.
 * @param string $status The report's status.
 * @return array
 */
function vigil_notice( $event, $status ) {
	return array(
		'event'  => $event,
		'status' => $status,
	);
}

/**
 * A comment's comment_approved now.
 *
 * @param int $id Comment id.
 * @return string
 */
function vigil_shown( $id ) {
	return (string) get_comment( $id )->comment_approved;
}

/**
 * A new comment as WordPress posts it: held by the plugin in hold mode, then submitted.
 *
 * @param int    $id      Comment id.
 * @param string $content Its HTML.
 */
function vigil_new_comment( $id, $content ) {
	$GLOBALS['vigil_test']['contents'][ $id ] = $content;
	$approved                                 = Vigil_Submitter::hold_new_comment( 1, array() );
	$GLOBALS['vigil_test']['comments'][ $id ] = (string) $approved;
	Vigil_Submitter::on_comment_post( $id, $approved );
}

/**
 * Switches the plugin's mode.
 *
 * @param string $mode Vigil_Options::MODE_*.
 */
function vigil_mode( $mode ) {
	update_option(
		Vigil_Options::SETTINGS,
		array(
			'url'        => 'http://vigil.test',
			'access_key' => 'vk_test',
			'mode'       => $mode,
		)
	);
}

update_option( Vigil_Options::SECRET_KEY, 'vs_test' );
$GLOBALS['vigil_test']['up'] = true;
$vigil_image                 = '<p>Look</p><img src="https://img.example/cat.jpg">';

// Publish mode: an unpublish takes a shown comment down, a moderator's approval brings it back.
vigil_mode( Vigil_Options::MODE_PUBLISH );
vigil_new_comment( 10, '<p>Hello</p>' );
vigil_check( 'publish mode shows a new comment', vigil_shown( 10 ), '1' );
Vigil_Holds::apply_notice( 'comment', 10, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), null );
vigil_check( 'an unpublish takes it down', vigil_shown( 10 ), '0' );
Vigil_Holds::apply_notice( 'comment', 10, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), null );
vigil_check( 'an approval brings it back', vigil_shown( 10 ), '1' );
vigil_check( 'and the column shows the last status', get_comment_meta( 10, Vigil_Options::META_STATUS ), 'MANUALLY_IGNORED' );

// An unpublish leaves a comment in the trash or in spam where it is, and so does the approval.
foreach ( array( 'trash', 'spam' ) as $vigil_index => $vigil_place ) {
	$vigil_id                                       = 20 + $vigil_index;
	$GLOBALS['vigil_test']['comments'][ $vigil_id ] = $vigil_place;
	Vigil_Holds::apply_notice( 'comment', $vigil_id, vigil_notice( 'unpublish', 'MANUALLY_UNPUBLISHED' ), null );
	vigil_check( "an unpublish leaves a comment in $vigil_place", vigil_shown( $vigil_id ), $vigil_place );
	Vigil_Holds::apply_notice( 'comment', $vigil_id, vigil_notice( 'republish', 'MANUALLY_IGNORED' ), null );
	vigil_check( "a republish leaves a comment in $vigil_place", vigil_shown( $vigil_id ), $vigil_place );
}

// A comment WordPress holds for its own reasons (a first-time author) stays held after both.
$GLOBALS['vigil_test']['comments'][30] = '0';
Vigil_Holds::apply_notice( 'comment', 30, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), null );
Vigil_Holds::apply_notice( 'comment', 30, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), null );
vigil_check( 'WordPress’s own hold outlives an unpublish and an approval', vigil_shown( 30 ), '0' );

// A comment held before the plugin kept who took it down: Vigil's approval still brings it back.
$GLOBALS['vigil_test']['comments'][31] = '0';
update_comment_meta( 31, Vigil_Options::META_HELD, 'unpublished' );
Vigil_Holds::apply_notice( 'comment', 31, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), null );
vigil_check( 'an item held by an earlier version comes back on approval', vigil_shown( 31 ), '1' );

// Publish mode, an image unpublished: the text's clean decision does not bring the comment back.
vigil_new_comment( 40, $vigil_image );
vigil_check( 'sends the text and the image', array_slice( $GLOBALS['vigil_test']['sent'], -2 ), array( 40, '40-image-1' ) );
Vigil_Holds::apply_notice( 'comment', 40, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'a clean text leaves a shown comment shown', vigil_shown( 40 ), '1' );
Vigil_Holds::apply_notice( 'comment', 40, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), '40-image-1' );
vigil_check( 'an unpublished image takes the comment down', vigil_shown( 40 ), '0' );
vigil_check( 'the text keeps its own status', get_comment_meta( 40, Vigil_Options::META_STATUS ), 'CLEAN' );
vigil_check( 'the column can tell an image is down', Vigil_Holds::has_image_down( 'comment', 40 ), true );
Vigil_Holds::apply_notice( 'comment', 40, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'a clean text again does not bring it back while the image is down', vigil_shown( 40 ), '0' );
Vigil_Holds::apply_notice( 'comment', 40, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), '40-image-1' );
vigil_check( 'the image approved brings the comment back', vigil_shown( 40 ), '1' );

// Text and image both unpublished: it comes back only when both are approved.
vigil_new_comment( 41, $vigil_image );
Vigil_Holds::apply_notice( 'comment', 41, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), null );
Vigil_Holds::apply_notice( 'comment', 41, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), '41-image-1' );
Vigil_Holds::apply_notice( 'comment', 41, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), null );
vigil_check( 'the text approved, the image still down: held', vigil_shown( 41 ), '0' );
Vigil_Holds::apply_notice( 'comment', 41, vigil_notice( 'republish', 'MANUALLY_IGNORED' ), '41-image-1' );
vigil_check( 'both approved: shown', vigil_shown( 41 ), '1' );

// Hold mode: held until the text is cleared and no image waits.
vigil_mode( Vigil_Options::MODE_HOLD );
vigil_new_comment( 50, $vigil_image );
vigil_check( 'hold mode holds a new comment', vigil_shown( 50 ), '0' );
Vigil_Holds::apply_notice( 'comment', 50, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'a clean text does not release it while its image is unscanned', vigil_shown( 50 ), '0' );
Vigil_Holds::apply_notice( 'comment', 50, vigil_notice( 'decision', 'MODERATE' ), '50-image-1' );
vigil_check( 'nor while its image waits for a moderator', vigil_shown( 50 ), '0' );
Vigil_Holds::apply_notice( 'comment', 50, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), '50-image-1' );
vigil_check( 'the image approved releases it', vigil_shown( 50 ), '1' );

vigil_new_comment( 51, '<p>Plain words</p>' );
Vigil_Holds::apply_notice( 'comment', 51, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'a comment without images is released by its clean text', vigil_shown( 51 ), '1' );

vigil_new_comment( 52, '<p>Words</p>' );
Vigil_Holds::apply_notice( 'comment', 52, vigil_notice( 'unpublish', 'MANUALLY_UNPUBLISHED' ), null );
vigil_check( 'an unpublish keeps a held comment held', vigil_shown( 52 ), '0' );
Vigil_Holds::apply_notice( 'comment', 52, vigil_notice( 'republish', 'MANUALLY_IGNORED' ), null );
vigil_check( 'a reversed unpublish releases the comment hold mode held', vigil_shown( 52 ), '1' );

// Hold mode: an edited text waits for Vigil again; the same text edited (a typo in the name) does not.
vigil_new_comment( 55, '<p>First words</p>' );
Vigil_Holds::apply_notice( 'comment', 55, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'a cleared comment is shown', vigil_shown( 55 ), '1' );
Vigil_Submitter::on_edit_comment( 55 );
vigil_check( 'an edit that keeps the text keeps it shown', vigil_shown( 55 ), '1' );
$GLOBALS['vigil_test']['contents'][55] = '<p>Other words</p>';
Vigil_Submitter::on_edit_comment( 55 );
vigil_check( 'an edited text holds it again', vigil_shown( 55 ), '0' );
vigil_check( 'until its new text is decided', get_comment_meta( 55, Vigil_Options::META_STATUS ), 'PENDING' );
Vigil_Holds::apply_notice( 'comment', 55, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'the new text cleared shows it again', vigil_shown( 55 ), '1' );
$GLOBALS['vigil_test']['comments'][56] = '0';
Vigil_Submitter::on_edit_comment( 56 );
Vigil_Holds::apply_notice( 'comment', 56, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'an edit of a comment WordPress holds leaves that hold to WordPress', vigil_shown( 56 ), '0' );

// Hold mode: a comment Vigil took down for its image, then edited, comes back once both are approved.
vigil_new_comment( 57, $vigil_image );
Vigil_Holds::apply_notice( 'comment', 57, vigil_notice( 'decision', 'CLEAN' ), null );
Vigil_Holds::apply_notice( 'comment', 57, vigil_notice( 'decision', 'CLEAN' ), '57-image-1' );
vigil_check( 'text and image cleared: shown', vigil_shown( 57 ), '1' );
Vigil_Holds::apply_notice( 'comment', 57, vigil_notice( 'unpublish', 'MANUALLY_UNPUBLISHED' ), '57-image-1' );
$GLOBALS['vigil_test']['contents'][57] = '<p>New words</p><img src="https://img.example/cat.jpg">';
Vigil_Submitter::on_edit_comment( 57 );
Vigil_Holds::apply_notice( 'comment', 57, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'its edited text cleared, the image still down: held', vigil_shown( 57 ), '0' );
Vigil_Holds::apply_notice( 'comment', 57, vigil_notice( 'republish', 'MANUALLY_IGNORED' ), '57-image-1' );
vigil_check( 'the image approved after the edit brings it back', vigil_shown( 57 ), '1' );

// An image Vigil refuses holds nothing and does not mark the comment refused.
$GLOBALS['vigil_test']['answers']['53-image-1'] = 415;
vigil_new_comment( 53, $vigil_image );
vigil_check( 'a refused image leaves the text’s status', get_comment_meta( 53, Vigil_Options::META_STATUS ), 'PENDING' );
Vigil_Holds::apply_notice( 'comment', 53, vigil_notice( 'decision', 'CLEAN' ), null );
vigil_check( 'and the clean text releases the comment', vigil_shown( 53 ), '1' );

// A refused text is the comment's status.
$GLOBALS['vigil_test']['answers'][54] = 422;
vigil_new_comment( 54, '<p>Words</p>' );
vigil_check( 'a refused text marks the comment refused', get_comment_meta( 54, Vigil_Options::META_STATUS ), 'REFUSED' );
vigil_check( 'and hold mode keeps it held', vigil_shown( 54 ), '0' );

// Posts: an unpublished image sends a published post back to review, its approval republishes.
$GLOBALS['vigil_test']['posts'][7] = 'publish';
Vigil_Holds::apply_notice( 'post', 7, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), 'post-7-image-1' );
vigil_check( 'an unpublished image sends the post to review', get_post_status( 7 ), 'pending' );
Vigil_Holds::apply_notice( 'post', 7, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), 'post-7-image-1' );
vigil_check( 'its approval publishes it again', get_post_status( 7 ), 'publish' );
$GLOBALS['vigil_test']['posts'][8] = 'draft';
Vigil_Holds::apply_notice( 'post', 8, vigil_notice( 'unpublish', 'AUTO_UNPUBLISHED' ), null );
Vigil_Holds::apply_notice( 'post', 8, vigil_notice( 'decision', 'MANUALLY_IGNORED' ), null );
vigil_check( 'a draft stays a draft', get_post_status( 8 ), 'draft' );

vigil_report_and_exit();
